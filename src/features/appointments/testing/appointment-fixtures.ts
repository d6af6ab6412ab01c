// Appointments shaped like the server's answers (contract/appointments.ts), for component tests.
import type { Appointment } from '@contract/appointments';

export function makeAppointment(overrides: Partial<Appointment> & { id: number }): Appointment {
  return {
    book_date: '2026-11-23',
    book_time: '10:00 AM',
    firstName: 'Emma',
    lastName: 'Hansen',
    amount: 45,
    payment_status: 'paid',
    book_items: [{ id: 1, name: 'Haircut', price: 45, duration: 45 }],
    ...overrides,
  };
}
