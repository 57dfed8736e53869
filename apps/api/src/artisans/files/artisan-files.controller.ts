import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Res,
  StreamableFile,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  type ApiBodyOptions,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Allow, CurrentSession } from '../../accounts/auth/auth.decorators';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandCtx } from '../../infrastructure/commands/command-context.decorator';
import { privateDownload } from '../../infrastructure/http/private-download';
import { HYDRA_CONTENT_TYPE } from '../../infrastructure/http/hydra';
import { MultipartInterceptor, Uploads, type MultipartRefusal } from '../../infrastructure/http/multipart';
import { AppError } from '../../infrastructure/http/problem.filter';
import type { ArtisanResource } from '../artisan-resource';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { MAX_PICTURES } from '../domain/artisan.decider';
import { AddArtisanPictures } from './add-artisan-pictures.handler';
import {
  DOCUMENT_MAX_BYTES,
  PICTURE_MAX_BYTES,
  type FileDownload,
  type Upload,
} from './artisan-files.service';
import { GetArtisanDocument } from './get-artisan-document.handler';
import { GetArtisanPicture } from './get-artisan-picture.handler';
import { RemoveArtisanDocument } from './remove-artisan-document.handler';
import { RemoveArtisanPicture } from './remove-artisan-picture.handler';
import { SetArtisanDocument } from './set-artisan-document.handler';
import { BusController } from '../../infrastructure/http/bus-controller';

type UploadKind = 'pictures' | 'document';

/** Refused uploads in the words of SPEC.md section 5. */
function uploadError(kind: UploadKind, { reason, detail }: MultipartRefusal): AppError {
  if (reason === 'too-large')
    return kind === 'pictures'
      ? new AppError(413, ARTISAN_MESSAGES.pictureTooLarge, 'picture-too-large')
      : new AppError(413, ARTISAN_MESSAGES.documentTooLarge, 'document-too-large');
  if (kind === 'pictures' && reason === 'too-many-files')
    return new AppError(400, ARTISAN_MESSAGES.tooManyPictures, 'too-many-pictures');
  return new AppError(400, ARTISAN_MESSAGES.uploadAgain, 'upload-again', [
    { propertyPath: kind, message: detail },
  ]);
}

/**
 * The limits of SPEC.md section 9, in memory: a larger file or more files are cut off while being
 * received. The bytes are checked afterwards.
 */
const UploadInterceptor = (kind: UploadKind) =>
  MultipartInterceptor(
    {
      fileSize: kind === 'pictures' ? PICTURE_MAX_BYTES : DOCUMENT_MAX_BYTES,
      files: kind === 'pictures' ? MAX_PICTURES : 1,
      fields: 10,
      fieldSize: 1024,
      parts: 20,
    },
    (refusal) => uploadError(kind, refusal),
  );

/** Bytes we serve: their checked type, a name we made, and no chance for the browser to guess. */
function download(res: FastifyReply, file: FileDownload): StreamableFile {
  privateDownload(res, { 'Content-Security-Policy': "default-src 'none'; sandbox" });
  return new StreamableFile(file.bytes, {
    type: file.contentType,
    length: file.bytes.length,
    disposition: `${file.disposition}; filename="${file.fileName}"`,
  });
}

const ID_PARAM = { name: 'id', description: 'The artisan id (UUID)' } as const;
const FILE_PARAM = { name: 'fileId', description: 'The picture id (from the profile’s pictures)' } as const;

const picturesBody = {
  schema: {
    type: 'object',
    properties: {
      pictures: {
        type: 'array',
        maxItems: MAX_PICTURES,
        items: { type: 'string', format: 'binary' },
        description: 'Any field name is accepted',
      },
    },
  },
};

const documentBody = {
  schema: { type: 'object', properties: { document: { type: 'string', format: 'binary' } } },
};

/** POST …/{kind}: multipart, within the kind's limits; answers the artisan (201, Hydra JSON). */
const UploadRoute = (kind: UploadKind, body: ApiBodyOptions, operation: ApiOperationOptions) =>
  applyDecorators(
    Post(`:id/${kind}`),
    HttpCode(201),
    Header('Content-Type', HYDRA_CONTENT_TYPE),
    UseInterceptors(UploadInterceptor(kind)),
    ApiConsumes('multipart/form-data'),
    ApiOperation(operation),
    ApiParam(ID_PARAM),
    ApiBody(body),
  );

/** GET of a picture's bytes, or its thumbnail's. */
const PictureRoute = (path: string, operation: ApiOperationOptions) =>
  applyDecorators(
    Get(path),
    ApiProduces('image/jpeg', 'image/png'),
    ApiOperation(operation),
    ApiParam(ID_PARAM),
    ApiParam(FILE_PARAM),
  );

/**
 * Pictures (up to 5, JPEG or PNG under 1 MB) and the PDF (under 2 MB) of an artisan, for staff who
 * reach it and for the artisan itself. Types are checked by the bytes, never by name or header.
 */
@ApiTags('artisans')
@ApiBearerAuth()
@Allow('artisans.update', 'account.own')
@Controller('api/artisans')
export class ArtisanFilesController extends BusController {
  @UploadRoute('pictures', picturesBody, {
    summary: 'Adds pictures (multipart, one or more files); answers the artisan with its pictures',
    description:
      "JPEG or PNG by their bytes, each under 1 MB ('Your picture is too large. Please make sure your " +
      "file is smaller than 1MB.', 413) and of at most 40 megapixels by its header (400), at most 5 in " +
      "all (400). Anything else: 'The file is not the right file type' (400). No file, or bytes that " +
      "do not decode: 'Please upload your file again'. A refused upload stores nothing. Each picture " +
      'is re-encoded as its type (turned upright, every metadata such as EXIF and GPS removed) and ' +
      'gets a thumbnail of at most 320 × 320 px, linked from the profile next to the picture.',
  })
  addPictures(
    @Param('id') id: string,
    @Uploads() uploads: Upload[],
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<ArtisanResource> {
    return this.commands.execute(new AddArtisanPictures({ session, artisanId: id, uploads, context }));
  }

  @PictureRoute(':id/pictures/:fileId', {
    summary: 'The bytes of a picture (inline, with a generated file name)',
  })
  picture(
    @Param('id') id: string,
    @Param('fileId') fileId: string,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return this.pictureOf(new GetArtisanPicture({ session, artisanId: id, fileId, size: 'full' }), res);
  }

  @PictureRoute(':id/pictures/:fileId/thumbnail', {
    summary: 'A small rendition of a picture (at most 320 × 320 px), for tiles and lists',
    description: 'Same type and same access as the picture itself.',
  })
  thumbnail(
    @Param('id') id: string,
    @Param('fileId') fileId: string,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return this.pictureOf(new GetArtisanPicture({ session, artisanId: id, fileId, size: 'thumbnail' }), res);
  }

  @Delete(':id/pictures/:fileId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes a picture and erases its bytes' })
  @ApiParam(ID_PARAM)
  @ApiParam(FILE_PARAM)
  async removePicture(
    @Param('id') id: string,
    @Param('fileId') fileId: string,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<void> {
    await this.commands.execute(new RemoveArtisanPicture({ session, artisanId: id, fileId, context }));
  }

  @UploadRoute('document', documentBody, {
    summary: 'Sets the PDF (multipart, one file); it replaces the one before',
    description:
      "A PDF by its bytes ('your file is not PDF, please try again', 400) under 2 MB (413). No file: " +
      "'Please upload your file again'. A refused upload leaves the PDF before in place.",
  })
  setDocument(
    @Param('id') id: string,
    @Uploads() uploads: Upload[],
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<ArtisanResource> {
    return this.commands.execute(new SetArtisanDocument({ session, artisanId: id, uploads, context }));
  }

  @Get(':id/document')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The bytes of the PDF (as an attachment, with a generated file name)' })
  @ApiParam(ID_PARAM)
  async document(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return download(res, await this.queries.execute(new GetArtisanDocument(session, id)));
  }

  @Delete(':id/document')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes the PDF and erases its bytes' })
  @ApiParam(ID_PARAM)
  async removeDocument(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<void> {
    await this.commands.execute(new RemoveArtisanDocument({ session, artisanId: id, context }));
  }

  private async pictureOf(query: GetArtisanPicture, res: FastifyReply): Promise<StreamableFile> {
    return download(res, await this.queries.execute(query));
  }
}
