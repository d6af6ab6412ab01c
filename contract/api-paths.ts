// Every call of the spec's table (section 7), by method and path, so the app and the server agree.
export const apiPaths = {
  register: '/api/users',
  verify: (id: number | string, token: string) => `/api/users/${id}/verify/${token}`,
  resendVerification: '/api/users/resend_verification',
  auth: '/api/auth',
  // Account recovery (docs/decisions.md, Accounts): not in the spec.
  passwordReset: '/api/users/password_reset',
  passwordResetWithToken: (token: string) => `/api/users/password_reset/${token}`,
  // The owner's language (docs/decisions.md, Languages): not in the spec.
  authLanguage: '/api/auth/language',

  appointmentCount: '/api/appointments/by_client',
  latestAppointments: '/api/appointments/latest_appointment_by_client',
  upcomingAppointments: '/api/appointments/all_upcoming',
  pastAppointments: '/api/appointments/all_past',
  allAppointments: '/api/appointments/all_appointment_by_client',
  // The diary.
  appointmentRange: '/api/appointments/range',
  /** The calendar's month: a few bookings a day and each day's count. */
  appointmentMonth: '/api/appointments/month',
  createAppointment: '/api/appointments',
  appointment: (id: number | string) => `/api/appointments/${id}`,
  cancelAppointment: (id: number | string) => `/api/appointments/${id}/cancel`,
  noShowAppointment: (id: number | string) => `/api/appointments/${id}/no_show`,
  appointmentPaymentStatus: (id: number | string) => `/api/appointments/${id}/payment_status`,
  // The checkout and undo (docs/decisions.md, Checkout).
  checkoutAppointment: (id: number | string) => `/api/appointments/${id}/checkout`,
  refundAppointment: (id: number | string) => `/api/appointments/${id}/refund`,
  restoreAppointment: (id: number | string) => `/api/appointments/${id}/restore`,
  // Messages to clients (docs/decisions.md, Messages to clients).
  appointmentMessages: (id: number | string) => `/api/appointments/${id}/messages`,
  messageSettings: '/api/business-settings/messages',
  messageTexts: '/api/business-settings/message-texts',
  paymentMethods: '/api/business-settings/payment-methods',
  ownerFreeTimes: '/api/appointments/free-times',
  // The team (docs/decisions.md, Team).
  team: '/api/team',
  teamMember: (id: number | string) => `/api/team/${id}`,
  teamOrder: '/api/team/order',
  teamMemberServices: (id: number | string) => `/api/team/${id}/services`,
  teamMemberHours: (id: number | string) => `/api/team/${id}/hours`,
  teamMemberTimeOff: (id: number | string) => `/api/team/${id}/time-off`,
  teamMemberTimeOffEntry: (id: number | string, timeOffId: number | string) =>
    `/api/team/${id}/time-off/${timeOffId}`,
  clients: '/api/clients',
  // Reports and CSV files (docs/decisions.md, Reports).
  reports: '/api/reports',
  reportCsv: (file: string) => `/api/reports/csv/${file}`,
  /** Every client at once, kept on the device to search offline (docs/offline.md, Kept ahead). */
  clientsAll: '/api/clients/all',
  client: (id: number | string) => `/api/clients/${id}`,
  clientDuplicates: (id: number | string) => `/api/clients/${id}/duplicates`,
  clientMerge: (id: number | string) => `/api/clients/${id}/merge`,
  clientNotDuplicate: (id: number | string) => `/api/clients/${id}/not-duplicate`,
  // A client's data: the file of it, and its erasure (docs/decisions.md, Client data).
  clientExport: (id: number | string) => `/api/clients/${id}/export`,
  clientErase: (id: number | string) => `/api/clients/${id}/erase`,

  categoriesWithServices: '/api/cat_wise_services/',
  categories: '/api/categories/',
  category: (id: number | string) => `/api/categories/${id}`,
  createCategory: '/api/categories/create',
  updateCategory: (id: number | string) => `/api/categories/update/${id}`,
  categoryOrder: '/api/categories/order',
  serviceOrder: (categoryId: number | string) => `/api/categories/${categoryId}/services/order`,
  serviceTypes: '/api/service_types/',
  priceTypes: '/api/price_types/',
  durations: '/api/durations/',
  createService: '/api/services/create',
  // Catalogue edits: read, change and delete a service, delete a category.
  service: (id: number | string) => `/api/services/${id}`,
  updateService: (id: number | string) => `/api/services/update/${id}`,

  weekDays: '/api/day_weeks/',
  updateDayOpen: '/api/businessDays/update',
  updateOpeningTime: '/api/businessHours/update1',
  updateClosingTime: '/api/businessHours/update2',
  /** Not in the spec: a weekday's whole hours, a split day's second range included. */
  updateDayRanges: '/api/businessHours/ranges',
  serviceInterval: '/api/service_interval/',
  intervalTypes: '/api/intervals_types/',
  updateServiceInterval: '/api/service_interval/update',
  updateBusinessInfo: (userId: number | string) => `/api/business_settings/info_update/${userId}`,
  removeBrandLogo: (userId: number | string) => `/api/business_settings/brand_logo/${userId}`,
  // The booking portal's rules, the owner's side (docs/decisions.md, Availability settings
  // (owner)).
  availabilitySettings: '/api/business-settings/availability',
  businessBreaks: '/api/business-settings/breaks',
  businessBreak: (id: number | string) => `/api/business-settings/breaks/${id}`,
  businessClosures: '/api/business-settings/closures',
  businessClosure: (id: number | string) => `/api/business-settings/closures/${id}`,
  specialHours: '/api/business-settings/special-hours',
  specialHoursEntry: (id: number | string) => `/api/business-settings/special-hours/${id}`,
  /** Public holidays offered as closed dates (docs/decisions.md, Public holidays). */
  publicHolidays: '/api/business-settings/public-holidays',
  // The calendar feeds (docs/decisions.md, Calendar feed).
  calendarFeeds: '/api/business-settings/calendar-feeds',
  calendarFeedReplace: '/api/business-settings/calendar-feeds/replace',
} as const;

/** Where an uploaded logo is served from. */
export const uploadsPath = (fileName: string) => `/uploads/${fileName}`;

/** Lets the server apply a repeated mutation only once (docs/decisions.md, API). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The header of a paged list's answer that counts every match, not only the page. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The online booking portal's calls: public, no session. */
export const portalApiPaths = {
  profile: (slug: string) => `/api/public/${slug}`,
  slots: (slug: string) => `/api/public/${slug}/slots`,
  book: (slug: string) => `/api/public/${slug}/bookings`,
  cancel: '/api/public/bookings/cancel',
} as const;

/** A business's booking page, the address its owner shares (and prints as a QR code). */
export const portalPagePath = (slug: string) => `/book/${slug}`;

/** The page a client's cancel link opens. */
export const portalCancelPath = (slug: string, token: string) => `/book/${slug}/cancel/${token}`;

/** A calendar feed's public address: no session, the token is its key (docs/decisions.md, Calendar feed). */
export const calendarFeedPath = (token: string) => `/feeds/${token}.ics`;

/** The element of /book/{slug} holding the profile the server wrote into the page, as JSON. */
export const PORTAL_PROFILE_ELEMENT_ID = 'portal-profile';
