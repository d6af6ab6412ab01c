// The outbox while an owner is signed in: it sends for them, and their pending changes are laid
// over the answers the screens show. Every kind of change the app makes is handed over here,
// each from its endpoint's file: how its stored body is read back (the contract's schema) and
// how it shows while it waits.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cancelAppointmentKind } from '../features/appointments/api/cancel-appointment';
import { checkoutAppointmentKind } from '../features/appointments/api/checkout-appointment';
import { createAppointmentKind } from '../features/appointments/api/create-appointment';
import { markNoShowKind } from '../features/appointments/api/mark-no-show';
import { refundPaymentKind } from '../features/appointments/api/refund-payment';
import { restoreAppointmentKind } from '../features/appointments/api/restore-appointment';
import { setPaymentStatusKind } from '../features/appointments/api/set-payment-status';
import { updateAppointmentKind } from '../features/appointments/api/update-appointment';
import { addBreakKind } from '../features/business-settings/api/availability-add-break';
import { addClosureKind } from '../features/business-settings/api/availability-add-closure';
import {
  removeBreakKind,
  removeClosureKind,
  removeSpecialHoursKind,
} from '../features/business-settings/api/availability-removals';
import { saveSpecialHoursKind } from '../features/business-settings/api/availability-save-special-hours';
import { updateAvailabilityRulesKind } from '../features/business-settings/api/availability-update-rules';
import { removeBrandLogoKind } from '../features/business-settings/api/remove-brand-logo';
import { updateBusinessInfoKind } from '../features/business-settings/api/update-business-info';
import { updateDayOpenKind } from '../features/business-settings/api/update-day-open';
import { updateDayRangesKind } from '../features/business-settings/api/update-day-ranges';
import {
  updateClosingTimeKind,
  updateOpeningTimeKind,
} from '../features/business-settings/api/update-day-times';
import { updateServiceIntervalKind } from '../features/business-settings/api/update-service-interval';
import { updatePaymentMethodsKind } from '../features/business-settings/api/update-payment-methods';
import { updateMessageSettingsKind } from '../features/business-settings/api/message-settings';
import { saveMessageTextKind } from '../features/business-settings/api/message-texts';
import { setCalendarFeedNamesKind } from '../features/business-settings/api/calendar-feeds';
import { dismissDuplicateKind, mergeClientKind } from '../features/clients/api/client-duplicates';
import { createClientKind } from '../features/clients/api/create-client';
import { updateClientKind } from '../features/clients/api/update-client';
import { createCategoryKind } from '../features/catalogue/api/create-category';
import { createServiceKind } from '../features/catalogue/api/create-service';
import { deleteCategoryKind } from '../features/catalogue/api/delete-category';
import { deleteServiceKind } from '../features/catalogue/api/delete-service';
import { updateCategoryKind } from '../features/catalogue/api/update-category';
import { orderCategoriesKind, orderServicesKind } from '../features/catalogue/api/order-catalogue';
import { updateServiceKind } from '../features/catalogue/api/update-service';
import { createTeamMemberKind } from '../entities/team/api/create-team-member';
import { setMemberHoursKind } from '../entities/team/api/member-hours';
import { setMemberServicesKind } from '../entities/team/api/member-services';
import {
  addMemberTimeOffKind,
  removeMemberTimeOffKind,
} from '../entities/team/api/member-time-off';
import { reorderTeamKind } from '../entities/team/api/reorder-team';
import { updateTeamMemberKind } from '../entities/team/api/update-team-member';
import { setLanguageKind } from '../features/auth/api/set-language';
import { ChangeKinds, installPendingOverlays } from '../lib/offline/change-kinds';
import { outbox } from '../lib/offline/outbox';

/** Every kind of change the app makes (the test beside this file reads its changes through it). */
export const changeKinds = new ChangeKinds([
  createCategoryKind,
  updateCategoryKind,
  orderCategoriesKind,
  orderServicesKind,
  createServiceKind,
  updateServiceKind,
  deleteServiceKind,
  deleteCategoryKind,
  updateDayOpenKind,
  updateOpeningTimeKind,
  updateClosingTimeKind,
  updateDayRangesKind,
  updateServiceIntervalKind,
  updatePaymentMethodsKind,
  updateMessageSettingsKind,
  saveMessageTextKind,
  updateBusinessInfoKind,
  removeBrandLogoKind,
  updateAvailabilityRulesKind,
  addBreakKind,
  removeBreakKind,
  addClosureKind,
  removeClosureKind,
  saveSpecialHoursKind,
  removeSpecialHoursKind,
  createAppointmentKind,
  updateAppointmentKind,
  cancelAppointmentKind,
  markNoShowKind,
  setPaymentStatusKind,
  checkoutAppointmentKind,
  refundPaymentKind,
  restoreAppointmentKind,
  createClientKind,
  updateClientKind,
  mergeClientKind,
  dismissDuplicateKind,
  createTeamMemberKind,
  updateTeamMemberKind,
  reorderTeamKind,
  setMemberServicesKind,
  setMemberHoursKind,
  addMemberTimeOffKind,
  removeMemberTimeOffKind,
  setLanguageKind,
  setCalendarFeedNamesKind,
]);

export function useOutboxSession(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => installPendingOverlays(queryClient, outbox, changeKinds), [queryClient]);
  useEffect(() => {
    if (userId === undefined) return;
    void outbox.start(userId, changeKinds);
    return () => outbox.stop();
  }, [userId]);
}
