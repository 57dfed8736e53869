import { HttpCode, Post, applyDecorators } from '@nestjs/common';
import { ApiBody, ApiOperation, type ApiBodyOptions, type ApiOperationOptions } from '@nestjs/swagger';

/** The documented body of a flow: an object of these fields, all required unless `required` says. */
export const flowBody = (
  fields: Record<string, object>,
  required: string[] = Object.keys(fields),
): ApiBodyOptions => ({ schema: { type: 'object', required, properties: fields } });

/** A step of the public account flows (SPEC.md section 7): a POST that answers 200, its body documented. */
export const FlowRoute = (path: string | string[], operation: ApiOperationOptions, body: ApiBodyOptions) =>
  applyDecorators(Post(path), HttpCode(200), ApiOperation(operation), ApiBody(body));
