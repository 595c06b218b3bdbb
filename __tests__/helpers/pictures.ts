import sharp from 'sharp';

/** A real 8 x 8 PNG (decodes), for tests that need any picture to upload. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQiDqBFTEMLQkAFKhSgZfuVK8AAAAASUVORK5CYII=',
  'base64',
);

/** A plain red picture of the given size and format, made by sharp. */
export function makePicture(format: 'png' | 'jpeg' | 'webp', width = 16, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d33' } })
    .toFormat(format)
    .toBuffer();
}
