/** The billing screens' texts, verbatim from spec 00 sections 4, 5 and 8. */
export const BILLING_MESSAGES = {
  planAdded: 'User plan added successfully',
  planUpdated: 'User plan updated successfully',
  planDeleted: 'User Plan deleted successfully',
  planCanceled: 'User Plan canceled successfully',
  packageCreated: 'Package created successfully',
  packageUpdated: 'Package updated successfully',
  accountDeleted: 'Your account has been deleted',
  deletePlanTitle: 'Delete plan?',
  deletePlanText: 'This plan will be deleted.',
  cancelPlanTitle: 'Cancel plan?',
  cancelPlanText: 'This plan will be Canceled.',
  deleteAccountTitle: 'Delete Account?',
  deleteAccountText: 'Your account will be deleted permanently',
  deleteAccountWarning:
    'This cannot be undone. Deleting your account removes your personal info, preferences, apps, posts and updates.',
  thankYou: 'Thank You!',
  renewNow: 'Renew now',
  payNow: 'Pay Now',
} as const;
