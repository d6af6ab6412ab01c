// Logo uploads (docs/decisions.md, API): the type is read from the bytes, size and pixel count are
// capped, and the image is re-encoded (dropping metadata and any hidden payload) under a random
// name. Files are served from /uploads/ with nosniff.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import sharp, { type Metadata } from 'sharp';
import { LOGO_MAX_PIXELS } from '../../contract/business-settings.js';
import { HttpError } from './errors.js';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'heif']);
const NOT_AN_IMAGE = 'The logo must be a PNG, JPEG, WebP, GIF or AVIF image';
/** Logos are shown small; larger pictures only cost bandwidth on a phone. */
const MAX_EDGE = 1024;

export interface LogoStore {
  /** Validates and re-encodes an uploaded image; returns the stored file name. */
  save(bytes: Buffer): Promise<string>;
  remove(fileName: string | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    logos: LogoStore;
  }
}

async function reencode(bytes: Buffer): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new HttpError(400, NOT_AN_IMAGE);
  }
  // HEIF holds AVIF (AV1) and HEIC; only AVIF is accepted.
  const isAcceptedHeif = metadata.format !== 'heif' || metadata.compression === 'av1';
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !isAcceptedHeif) {
    throw new HttpError(400, NOT_AN_IMAGE);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > LOGO_MAX_PIXELS) {
    throw new HttpError(400, `The logo must be at most ${LOGO_MAX_PIXELS / 1_000_000} megapixels`);
  }
  try {
    return await sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw new HttpError(400, 'The logo could not be read: the file may be damaged');
  }
}

export const uploadsPlugin = fp(async (app: FastifyInstance, options: { uploadsDir: string }) => {
  const dir = options.uploadsDir;
  await fs.mkdir(dir, { recursive: true });
  app.decorate('logos', {
    async save(bytes: Buffer) {
      const output = await reencode(bytes);
      const fileName = `${randomUUID()}.webp`;
      await fs.writeFile(path.join(dir, fileName), output);
      return fileName;
    },
    async remove(fileName: string | null) {
      if (!fileName || fileName !== path.basename(fileName)) return;
      await fs.rm(path.join(dir, fileName), { force: true });
    },
  });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Names are random and never reused, so a logo can be cached for good.
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.header('X-Content-Type-Options', 'nosniff'),
  });
});
