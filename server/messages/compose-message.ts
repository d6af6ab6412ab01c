// A queued message made into a mail from the booking as it is when it goes, not as it was when
// queued (docs/decisions.md, Messages to clients): the time, services and member are today's; a
// reminder or change notice carries a fresh cancel link, stored hashed like the confirmation's
// (docs/decisions.md, Pages and mails), and the booking's calendar event under its one UID.
import { randomBytes } from 'node:crypto';
import { portalCancelPath } from '../../contract/api-paths.js';
import { DEFAULT_MIN_NOTICE_MINUTES } from '../../contract/availability/slot-engine.js';
import { to12Hour } from '../../contract/booking-time.js';
import type { Db } from '../db/database.js';
import type { MessageChannelColumn, MessageKind } from '../db/schema.js';
import { hashToken } from '../plugins/auth.js';
import { escapeHtml } from '../web/escape-html.js';
import { icsAttachment } from './booking-ics.js';
import type { Outgoing } from './channels.js';
import { asLanguage } from '../../contract/i18n/language.js';
import { addressLine } from '../../contract/business-address.js';
import { mailDate } from '../mail/mail-date.js';
import { customIntro, introText } from './message-intros.js';
import { MESSAGE_NOTES, messageTexts, noticeText, type MessageFacts } from './message-texts.js';

export interface QueuedMessage {
  id: number;
  business_id: number;
  appointment_id: number;
  kind: MessageKind;
  channel: MessageChannelColumn;
  sequence: number;
}

/** A mail or an SMS to send, or why the message is dropped instead. */
export type Composed = { outgoing: Outgoing } | { drop: string };

async function bookingOf(db: Db, message: QueuedMessage) {
  return db
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.business_id')
    .leftJoin('clients', (join) =>
      join
        .onRef('clients.id', '=', 'appointments.client_id')
        .onRef('clients.business_id', '=', 'appointments.business_id'),
    )
    .leftJoin('team_members', (join) =>
      join
        .onRef('team_members.id', '=', 'appointments.member_id')
        .onRef('team_members.business_id', '=', 'appointments.business_id'),
    )
    .leftJoin('business_availability', 'business_availability.business_id', 'users.id')
    .select([
      'appointments.start_at',
      'appointments.end_at',
      'appointments.book_date',
      'appointments.book_time',
      'appointments.status',
      'appointments.items_json',
      'appointments.first_name',
      'appointments.language',
      'appointments.last_name',
      'clients.email',
      'clients.phone_e164',
      'team_members.name as member_name',
      'users.business_name',
      'users.country',
      'users.mobile',
      'users.clock',
      'users.slug',
      'users.booking_language',
      'users.street_address',
      'users.postal_code',
      'users.city',
      'business_availability.min_notice_minutes',
    ])
    .where('appointments.business_id', '=', message.business_id)
    .where('appointments.id', '=', message.appointment_id)
    .executeTakeFirst();
}

/** The service names of items_json ([serviceId, name, priceCents, minutes] per item). */
function serviceNames(itemsJson: string): string[] {
  const items: unknown = JSON.parse(itemsJson);
  if (!Array.isArray(items)) return [];
  return items.map((item: unknown) => (Array.isArray(item) ? String(item[1]) : ''));
}

export async function composeMessage(
  db: Db,
  message: QueuedMessage,
  context: { publicUrl: string; now: Date },
): Promise<Composed> {
  const booking = await bookingOf(db, message);
  if (!booking) return { drop: MESSAGE_NOTES.gone };
  // The address the message was planned for (message-queue.ts, reachOf), as the client now has it.
  const email = booking.email?.trim() ?? '';
  const phone = booking.phone_e164?.trim() ?? '';
  if (message.channel === 'email' && !email) return { drop: MESSAGE_NOTES.no_email };
  if (message.channel === 'sms' && !phone) return { drop: MESSAGE_NOTES.no_phone };
  if (message.kind !== 'cancellation' && booking.status !== 'booked') {
    return { drop: MESSAGE_NOTES.not_booked };
  }
  if (message.kind === 'reminder' && booking.start_at <= context.now.toISOString()) {
    return { drop: MESSAGE_NOTES.started };
  }
  // The language the client booked in; an owner's booking, the business's (docs/decisions.md,
  // Languages).
  const language = asLanguage(booking.language ?? booking.booking_language);
  const texts = messageTexts[language];
  const nowIso = context.now.toISOString();
  let cancelUrl: string | null = null;
  if (message.kind !== 'cancellation' && booking.slug) {
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('booking_cancel_tokens')
      .values({
        appointment_id: message.appointment_id,
        business_id: message.business_id,
        token_hash: hashToken(token),
        expires_at: booking.start_at,
        used_at: null,
        created_at: nowIso,
      })
      .execute();
    cancelUrl = `${context.publicUrl}${portalCancelPath(booking.slug, token)}`;
  }
  const facts: MessageFacts = {
    clientName: `${booking.first_name} ${booking.last_name}`.trim(),
    businessName: booking.business_name,
    businessPhone: booking.mobile
      ? [booking.country, booking.mobile].filter(Boolean).join(' ')
      : '',
    date: mailDate(booking.book_date, language),
    time: booking.clock === '12h' ? to12Hour(booking.book_time) : booking.book_time,
    services: serviceNames(booking.items_json),
    memberName: booking.member_name ?? null,
    cancelUrl,
    notice: noticeText(booking.min_notice_minutes ?? DEFAULT_MIN_NOTICE_MINUTES, language),
    address: addressLine({
      street: booking.street_address,
      postalCode: booking.postal_code,
      city: booking.city,
    }),
  };
  // The e-mail's opening paragraph may be the business's own (docs/decisions.md, Message texts).
  if (message.channel === 'email') {
    const custom = await customIntro(db, message.business_id, message.kind, language);
    facts.intro = introText(message.kind, language, custom, {
      client: facts.clientName,
      business: facts.businessName,
      date: facts.date,
      time: facts.time,
      services: facts.services.join(', '),
      member: facts.memberName ?? '',
    });
  }
  if (message.channel === 'sms') {
    return {
      outgoing: { channel: 'sms', sms: { to: phone, body: texts.sms[message.kind](facts) } },
    };
  }
  const { subject, lines } = texts[message.kind](facts);
  const host = new URL(context.publicUrl).hostname;
  const html = lines
    .join('\n')
    .split('\n\n')
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(/\n/g, '<br>\n');
      return `<p>${cancelUrl ? escaped.replace(escapeHtml(cancelUrl), `<a href="${escapeHtml(cancelUrl)}">${escapeHtml(cancelUrl)}</a>`) : escaped}</p>`;
    })
    .join('\n');
  return {
    outgoing: {
      channel: 'email',
      mail: {
        to: email,
        subject,
        text: lines.join('\n'),
        html,
        // One Message-ID per queued message: a repeat after a crash is the same message to the
        // mail server and the client's mail program (docs/decisions.md, Messages to clients).
        messageId: `<message-${message.id}@${host}>`,
        attachments: [
          icsAttachment({
            appointmentId: message.appointment_id,
            host,
            start: booking.start_at,
            end: booking.end_at,
            summary: texts.eventSummary(facts),
            location: facts.address
              ? `${facts.businessName}, ${facts.address}`
              : facts.businessName,
            description: texts.eventDescription(facts),
            now: context.now,
            sequence: message.sequence,
            method: message.kind === 'cancellation' ? 'CANCEL' : 'PUBLISH',
          }),
        ],
      },
    },
  };
}
