// Logo uploads (docs/decisions.md, API): the type is read from the bytes, size and pixel count are
// capped, and the image is re-encoded (dropping metadata and any hidden payload) under a random
// name. They are kept in the database, so any server on it serves them and a backup holds them
// (docs/architecture.md, Operations), and served from /uploads/{name} with nosniff.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp, { type Metadata } from 'sharp';
import { LOGO_MAX_PIXELS } from '../../contract/business-settings.js';
import type { Db } from '../db/database.js';
import { HttpError, withValues } from './errors.js';

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
    const maxMegapixels = LOGO_MAX_PIXELS / 1_000_000;
    throw withValues(400, `The logo must be at most ${maxMegapixels} megapixels`, {
      maxMegapixels,
    });
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

/** A stored logo's name: what save() makes, nothing else (no path, no other file). */
const LOGO_NAME = /^[0-9a-f-]{36}\.webp$/;

/**
 * Logos left in a host's DATA_DIR/uploads by an older version are read into the database once
 * (docs/architecture.md, Operations), then the folder is renamed `uploads-imported`, kept as it was.
 */
export async function importLogoFiles(db: Db, uploadsDir: string, now: Date): Promise<number> {
  let names: string[];
  try {
    names = (await fs.readdir(uploadsDir)).filter((name) => LOGO_NAME.test(name));
  } catch {
    return 0;
  }
  for (const name of names) {
    const bytes = await fs.readFile(path.join(uploadsDir, name));
    await db
      .insertInto('logos')
      .values({ name, content_type: 'image/webp', bytes, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
  await fs.rename(uploadsDir, `${uploadsDir}-imported`);
  return names.length;
}

export const uploadsPlugin = fp(async (app: FastifyInstance, options: { uploadsDir: string }) => {
  const imported = await importLogoFiles(app.db, options.uploadsDir, app.config.clock());
  if (imported > 0) app.log.info(`${imported} logo files read into the database`);
  app.decorate('logos', {
    async save(bytes: Buffer) {
      const output = await reencode(bytes);
      const name = `${randomUUID()}.webp`;
      await app.db
        .insertInto('logos')
        .values({
          name,
          content_type: 'image/webp',
          bytes: output,
          created_at: app.config.clock().toISOString(),
        })
        .execute();
      return name;
    },
    async remove(name: string | null) {
      if (!name) return;
      await app.db.deleteFrom('logos').where('name', '=', name).execute();
    },
  });
  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const logo = LOGO_NAME.test(name)
        ? await app.db
            .selectFrom('logos')
            .select(['content_type', 'bytes'])
            .where('name', '=', name)
            .executeTakeFirst()
        : undefined;
      if (!logo) {
        return reply.code(404).send({
          errors: [{ msg: `Not found: ${request.method} /uploads/${name}`, code: 'not_found' }],
        });
      }
      return (
        reply
          .type(logo.content_type)
          // Names are random and never reused, so a logo can be cached for good.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(logo.bytes))
      );
    },
  );
});
