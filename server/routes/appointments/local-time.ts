// "Upcoming" and "Completed" are decided in the business's time zone (docs/decisions.md, Data): the
// spec's lists compare local date and time, so "now" is converted to that zone.
export { instantToLocal as localDateTime } from '../../../contract/booking-time.js';
