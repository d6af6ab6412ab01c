// Table types for Kysely. Timestamps are ISO-8601 UTC text and booleans are 0/1 integers, so the
// same queries run unchanged on SQLite and PostgreSQL.
import type { ColumnType, Generated, Selectable } from 'kysely';

/** A registered owner and the one business they own (docs/decisions.md, Data). */
export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  business_name: string;
  /** Lower-cased at the edge, so uniqueness is case-insensitive. */
  email: string;
  password_hash: string;
  country: string;
  mobile: string;
  timezone: string;
  brand_logo: string | null;
  email_verified_at: string | null;
  created_at: string;
  /**
   * The booking portal's address, /book/{slug} (server/repositories/business-slug.ts). Set at
   * registration and by migration 004; null only for a row written without it (the demo seed).
   */
  slug: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO 4217 (migration 007; docs/decisions.md, Locale): only the display uses it. */
  currency: Generated<string>;
  /** '12h' or '24h'. */
  clock: Generated<string>;
  /** The first day of the week, ISO: 1 = Monday, 6 = Saturday, 7 = Sunday. */
  week_start: Generated<number>;
  /** The payment methods the business takes, comma-separated (migration 012). */
  payment_methods: Generated<string>;
  /** Hours before a booking its client is reminded: 2, 24 or 48; 0 is off (migration 013). */
  reminder_hours: Generated<number>;
  /** A second reminder's hours, or null for none. */
  second_reminder_hours: ColumnType<number | null, number | null | undefined, number | null>;
  /** The owner's language, 'nb' or 'en' (migration 014; docs/decisions.md, Languages). */
  language: Generated<string>;
  /** The booking page's language when the visitor's browser asks for none of ours. */
  booking_language: Generated<string>;
  /** 1: the calendar feeds show clients' full names, else first names (migration 017). */
  calendar_feed_full_names: Generated<number>;
  /** The business's address, '' when not given (migration 019; docs/decisions.md, Address and booking page). */
  street_address: Generated<string>;
  postal_code: Generated<string>;
  city: Generated<string>;
  /** What the booking page asks a client for: 'either', 'phone', 'email' or 'both'. */
  booking_contact: Generated<string>;
}

export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A password reset link (migration 006): single use, one hour (docs/decisions.md, Accounts). */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token the mail carries; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PriceTypesTable {
  id: number;
  name: string;
}

export interface ServiceTypesTable {
  id: number;
  name: string;
}

export interface DurationsTable {
  id: number;
  minutes: number;
}

export interface IntervalTypesTable {
  id: number;
  minutes: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  business_id: number;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  /** Its place among the business's categories, from 0 (migration 021). */
  position: Generated<number>;
}

export interface ServicesTable {
  id: Generated<number>;
  business_id: number;
  category_id: number;
  name: string;
  description: string;
  after_description: string;
  service_type_id: number;
  duration_id: number;
  price_type_id: number;
  price_cents: number | null;
  created_at: string;
  /** 1 when the booking page offers it; 0 hides it there, the owner still books it (migration 005). */
  online_booking: Generated<number>;
  /** Its place within its category, from 0 (migration 021). */
  position: Generated<number>;
}

export interface BusinessDaysTable {
  id: Generated<number>;
  business_id: number;
  /** 1 = Monday ... 7 = Sunday. */
  day_of_week: number;
  open: number;
  opening_time: string | null;
  closing_time: string | null;
  /** A split day's second range (migration 020); null without one. */
  second_opening_time: string | null;
  second_closing_time: string | null;
}

export interface ServiceIntervalsTable {
  id: Generated<number>;
  business_id: number;
  interval_type_id: number;
}

export interface ClientsTable {
  id: Generated<number>;
  business_id: number;
  first_name: string;
  last_name: string;
  phone: Generated<string>;
  email: Generated<string>;
  notes: Generated<string>;
  /** "first last", lower-cased: searched by prefix (server/db/client-search.ts). */
  search_name: string;
  /** "last first", lower-cased. */
  search_last: string;
  /** The phone's digits only. */
  phone_digits: Generated<string>;
  /** The phone in E.164 ("+4793456789"), '' when it cannot be read (migration 008). */
  phone_e164: Generated<string>;
  email_lower: Generated<string>;
  /** A client a booking could not tell from this one; null once merged or dismissed. */
  duplicate_of: number | null;
  created_at: string;
  updated_at: string;
  /**
   * When the client was erased (migration 018; docs/decisions.md, Client data): their name,
   * contact and notes are gone, their visits stay. Null for every other client.
   */
  erased_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An erasure's record: when and by whom, ids only (migration 018). */
export interface ClientErasuresTable {
  id: Generated<number>;
  business_id: number;
  client_id: number;
  erased_at: string;
  /** The user (owner) who erased the client. */
  erased_by: number;
}

export type AppointmentStatus = 'booked' | 'cancelled' | 'no_show';
export type AppointmentSource = 'owner' | 'online';

export interface AppointmentsTable {
  id: Generated<number>;
  business_id: number;
  /** YYYY-MM-DD, the wall-clock date of start_at in the business's time zone. */
  book_date: string;
  /** HH:mm, 24-hour, the wall-clock time of start_at in the business's time zone. */
  book_time: string;
  /** Fixed-width ISO instants ('YYYY-MM-DDTHH:mm:ss.sssZ'): they sort as text on both databases. */
  start_at: string;
  /** start_at plus the items' durations. */
  end_at: string;
  status: Generated<AppointmentStatus>;
  cancel_reason: string | null;
  source: Generated<AppointmentSource>;
  notes: Generated<string>;
  /** Nullable in the database only (see migration 003); always set. */
  client_id: number;
  /** The client's name when booked or last renamed: the spec's reads need no join. */
  first_name: string;
  last_name: string;
  /** Sum of the items' prices. */
  amount_cents: number;
  /**
   * A read copy of the appointment_items rows, written with them (itemsJson in
   * server/repositories/appointment-reads.ts): the lists read it instead of gathering rows, which
   * kept GET all_upcoming within 10% of its cost before the diary (bench/README.md, Diary).
   */
  items_json: string;
  payment_status: string;
  /** 1 when created, +1 on every change: a stale edit is refused (409 changed). */
  version: Generated<number>;
  /**
   * The team member who performs it (migration 011). Nullable in the database only: every
   * booking is written with one, and the migration gave every older row its business's owner.
   */
  member_id: number | null;
  created_at: string;
  updated_at: string;
  /**
   * The language its client booked in, for their mails (migration 014); null for an owner's
   * booking, which follows the business's default (docs/decisions.md, Languages).
   */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the client wrote on the booking page (migration 019); '' for none and owner's bookings. */
  client_note: Generated<string>;
}

/** What was booked, as it was at booking time. */
export interface AppointmentItemsTable {
  id: Generated<number>;
  appointment_id: number;
  business_id: number;
  position: number;
  /** Null when unknown; the service may also have been deleted since. */
  service_id: number | null;
  name: string;
  price_cents: number;
  duration_min: number;
}

/** A payment or a refund of one booking (migration 012; docs/decisions.md, Checkout). */
export interface PaymentsTable {
  id: Generated<number>;
  business_id: number;
  appointment_id: number;
  kind: 'payment' | 'refund';
  /** A payment: what was paid for the services, after the discount, without the tip. */
  amount_cents: number;
  method: string;
  /** What was taken off the booked price; 0 on a refund. */
  discount_cents: number;
  /** Paid on top; 0 on a refund. */
  tip_cents: number;
  /** A refund: the payment it returns. */
  refund_of: number | null;
  created_at: string;
}

export interface IdempotencyKeysTable {
  /** 0 for calls made without a session (registration). */
  business_id: number;
  key: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: string;
}

export interface RateLimitHitsTable {
  /** "METHOD url|client address": one window per route and client. */
  key: string;
  hits: number;
  /** Epoch milliseconds, to compare with the window in arithmetic on either database. */
  window_started_ms: number;
}

/** A device or address an owner signed in from (migration 009; docs/decisions.md, Auth). */
export interface KnownSignInsTable {
  user_id: number;
  /** SHA-256 of "device:{cookie}" or "address:{ip}". */
  source_hash: string;
  last_seen_at: string;
}

/** The portal's settings; a business without a row has the defaults of migration 004. */
export interface BusinessAvailabilityTable {
  business_id: number;
  /** Clients served at the same time ("Clients at the same time"), at least 1. */
  capacity: Generated<number>;
  min_notice_minutes: Generated<number>;
  horizon_days: Generated<number>;
  /** 1 when clients may book online. */
  online_booking: Generated<number>;
}

export interface BusinessBreaksTable {
  id: Generated<number>;
  business_id: number;
  /** 1 = Monday ... 7 = Sunday. */
  day_of_week: number;
  /** 'HH:mm', end exclusive. */
  start_time: string;
  end_time: string;
}

/** Closed local dates, both inclusive. */
export interface BusinessClosuresTable {
  id: Generated<number>;
  business_id: number;
  from_date: string;
  to_date: string;
  note: Generated<string>;
}

/** One date's own hours, replacing its weekday's. */
export interface BusinessSpecialHoursTable {
  id: Generated<number>;
  business_id: number;
  date: string;
  open: number;
  opening_time: string | null;
  closing_time: string | null;
  /** A split date's second range (migration 020); null without one. */
  second_opening_time: string | null;
  second_closing_time: string | null;
}

/** The link an online booking's client cancels with: a SHA-256 hash, single use. */
export interface BookingCancelTokensTable {
  id: Generated<number>;
  appointment_id: number;
  business_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type MessageKind = 'reminder' | 'change' | 'cancellation';
/** contract/messages.ts's MESSAGE_CHANNELS; migration 013's column defaults to 'email'. */
export type MessageChannelColumn = 'email' | 'sms';
export type MessageState = 'scheduled' | 'sending' | 'sent' | 'failed' | 'cancelled';

/**
 * A message to a client, kept until sent (migration 013; docs/decisions.md, Messages to
 * clients). `due_at` is when it was planned to go; `next_attempt_at` when the sender may take
 * it next: the due time, then a claim's end while `sending`, then a retry's time.
 */
export interface ScheduledMessagesTable {
  id: Generated<number>;
  business_id: number;
  appointment_id: number;
  kind: MessageKind;
  channel: Generated<MessageChannelColumn>;
  recipient: string;
  /** A reminder's hours before the start; null for a notice. */
  lead_hours: number | null;
  /** The calendar event's SEQUENCE a notice carries: the booking's version after the change. */
  sequence: Generated<number>;
  due_at: string;
  next_attempt_at: string;
  state: MessageState;
  attempts: Generated<number>;
  /** Why it failed or was dropped. */
  note: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A person who performs bookings (migration 011; docs/decisions.md, Team). Not a user. */
export interface TeamMembersTable {
  id: Generated<number>;
  business_id: number;
  name: string;
  /** One of TEAM_COLORS (contract/team.ts). */
  color: string;
  phone: Generated<string>;
  email: Generated<string>;
  /** 1 while the member takes new bookings. */
  active: Generated<number>;
  /** 0-based order within the business. */
  position: number;
  /** Clients served at the same time, at least 1. */
  capacity: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TeamMemberServicesTable {
  member_id: number;
  service_id: number;
  business_id: number;
}

/** A member's own hours: no rows follows the business's hours, otherwise one per weekday. */
export interface TeamMemberHoursTable {
  member_id: number;
  business_id: number;
  /** 1 = Monday ... 7 = Sunday. */
  day_of_week: number;
  open: number;
  /** 'HH:mm', null on a day off. */
  start_time: string | null;
  end_time: string | null;
  /** A split day's second range (migration 023); null without one. */
  second_start_time: string | null;
  second_end_time: string | null;
}

export interface TeamMemberBreaksTable {
  id: Generated<number>;
  member_id: number;
  business_id: number;
  day_of_week: number;
  /** 'HH:mm', end exclusive. */
  start_time: string;
  end_time: string;
}

/** Whole local dates away, both inclusive. */
export interface TeamMemberTimeOffTable {
  id: Generated<number>;
  member_id: number;
  business_id: number;
  from_date: string;
  to_date: string;
  note: Generated<string>;
}

/** An uploaded logo, re-encoded, under the random name `users.brand_logo` holds. */
export interface LogosTable {
  name: string;
  content_type: string;
  bytes: Buffer;
  created_at: string;
}

/** A business's own intro of a client e-mail (migration 016; docs/decisions.md, Message texts). */
export interface BusinessMessageTextsTable {
  id: Generated<number>;
  business_id: number;
  kind: 'reminder' | 'confirmation' | 'change' | 'cancellation';
  language: string;
  intro: string;
  updated_at: string;
}

/**
 * A calendar feed's secret address (migration 017; docs/decisions.md, Calendar feed): the
 * business's (member_id null) or one member's.
 */
export interface CalendarFeedsTable {
  id: Generated<number>;
  business_id: number;
  member_id: number | null;
  /** The secret of /feeds/{token}.ics, kept so the owner can copy it again. */
  token: string;
  /** SHA-256 of the token, hex: what a request is looked up by. */
  token_hash: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  email_verifications: EmailVerificationsTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  price_types: PriceTypesTable;
  service_types: ServiceTypesTable;
  durations: DurationsTable;
  interval_types: IntervalTypesTable;
  categories: CategoriesTable;
  services: ServicesTable;
  business_days: BusinessDaysTable;
  service_intervals: ServiceIntervalsTable;
  clients: ClientsTable;
  appointments: AppointmentsTable;
  appointment_items: AppointmentItemsTable;
  payments: PaymentsTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limit_hits: RateLimitHitsTable;
  known_sign_ins: KnownSignInsTable;
  business_availability: BusinessAvailabilityTable;
  business_breaks: BusinessBreaksTable;
  business_closures: BusinessClosuresTable;
  business_special_hours: BusinessSpecialHoursTable;
  booking_cancel_tokens: BookingCancelTokensTable;
  scheduled_messages: ScheduledMessagesTable;
  team_members: TeamMembersTable;
  team_member_services: TeamMemberServicesTable;
  team_member_hours: TeamMemberHoursTable;
  team_member_breaks: TeamMemberBreaksTable;
  team_member_time_off: TeamMemberTimeOffTable;
  logos: LogosTable;
  business_message_texts: BusinessMessageTextsTable;
  client_erasures: ClientErasuresTable;
  calendar_feeds: CalendarFeedsTable;
}

export type UserRow = Selectable<UsersTable>;
