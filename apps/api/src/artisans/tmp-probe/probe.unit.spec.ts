it('loads file-type', async () => {
  const { createRequire } = process.getBuiltinModule('node:module');
  const { fileTypeFromBuffer } = createRequire(__filename)('file-type') as typeof import('file-type');
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  expect(await fileTypeFromBuffer(png)).toEqual({ ext: 'png', mime: 'image/png' });
  expect(await fileTypeFromBuffer(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'))).toEqual({ ext: 'exe', mime: 'application/x-msdownload' });
});
