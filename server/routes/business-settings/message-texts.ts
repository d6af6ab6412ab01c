// The business's own opening paragraphs of its client e-mails (docs/decisions.md, Message texts):
// GET and PUT /api/business-settings/message-texts. The defaults come beside them, so the app can
// show and reset; an empty intro resets to the default.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import {
  MESSAGE_TEXT_KINDS,
  MESSAGE_TEXT_LANGUAGES,
  MESSAGE_TEXT_SAVED_MESSAGE,
  messageTextBodySchema,
  messageTextSavedSchema,
  messageTextsSchema,
  type MessageTextBody,
  type MessageTexts,
} from '@contract/messages.js';
import type { Db } from '../../db/database.js';
import { runMutation } from '../../plugins/idempotency.js';
import { DEFAULT_INTROS } from '../../messages/message-intros.js';
import { BEARER_SECURITY, MUTATION_ERRORS, signedInSchema } from '../signed-in-schema.js';

const TAGS = ['business-settings'];

export async function readMessageTexts(db: Db, businessId: number): Promise<MessageTexts> {
  const rows = await db
    .selectFrom('business_message_texts')
    .select(['kind', 'language', 'intro'])
    .where('business_id', '=', businessId)
    .execute();
  const texts = MESSAGE_TEXT_KINDS.flatMap((kind) =>
    MESSAGE_TEXT_LANGUAGES.map((language) => ({
      kind,
      language,
      intro: rows.find((row) => row.kind === kind && row.language === language)?.intro ?? null,
      defaultIntro: DEFAULT_INTROS[kind][language],
    })),
  );
  return { texts };
}

export async function saveMessageText(
  db: Db,
  businessId: number,
  body: MessageTextBody,
  now: Date,
): Promise<void> {
  const intro = body.intro.trim();
  if (!intro) {
    await db
      .deleteFrom('business_message_texts')
      .where('business_id', '=', businessId)
      .where('kind', '=', body.kind)
      .where('language', '=', body.language)
      .execute();
    return;
  }
  const updatedAt = now.toISOString();
  await db
    .insertInto('business_message_texts')
    .values({
      business_id: businessId,
      kind: body.kind,
      language: body.language,
      intro,
      updated_at: updatedAt,
    })
    .onConflict((oc) =>
      oc.columns(['business_id', 'kind', 'language']).doUpdateSet({ intro, updated_at: updatedAt }),
    )
    .execute();
}

export const messageTextsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.messageTexts,
    {
      schema: signedInSchema(
        TAGS,
        'The opening paragraph of each client e-mail (reminder, confirmation, change, ' +
          "cancellation) per language: the business's own (null: none) beside the default.",
        messageTextsSchema,
      ),
    },
    async (request) => readMessageTexts(app.db, request.user.id),
  );

  app.put(
    apiPaths.messageTexts,
    {
      schema: {
        tags: TAGS,
        description:
          'Sets the opening paragraph of one kind and language: at most 1000 characters, with ' +
          'the placeholders {client}, {business}, {date}, {time}, {services} and {member}. An ' +
          'empty intro resets it to the default.',
        security: BEARER_SECURITY,
        body: messageTextBodySchema,
        response: { 200: messageTextSavedSchema, ...MUTATION_ERRORS },
      },
    },
    async (request, reply) =>
      runMutation(request, reply, async (db) => {
        await saveMessageText(db, request.user.id, request.body, app.config.clock());
        return {
          msg: MESSAGE_TEXT_SAVED_MESSAGE,
          ...(await readMessageTexts(db, request.user.id)),
        };
      }),
  );
};
