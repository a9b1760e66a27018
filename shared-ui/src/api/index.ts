// Entry point @tours/shared-ui/api: the axios client with the token interceptor and typed calls.
export { ApiError, createHttpClient, toApiError } from './client';
export type { ApiClientOptions, GetIdToken } from './client';
export { createApiClient } from './endpoints';
export type { ApiClient, HealthStatus } from './endpoints';
export { isApiError, serverMessage } from './server-message';
export { createMediaApi } from './media';
export type { MediaApi, MediaUploadRequest } from './media';
export { createDeparturesApi } from './departures';
export type {
  DepartureCancelRequest,
  DepartureRequest,
  DepartureUpdateRequest,
  DeparturesApi,
  DeparturesRange,
} from './departures';
export { createGstApi, gstDocumentFileName, gstMonthFileName } from './gst';
export type {
  GstApi,
  GstMonthDocument,
  GstMonthExport,
  GstMonthSummaryLine,
  GstSettingsRequest,
} from './gst';
export { createOnlinePaymentsApi } from './online-payments';
export type {
  OnlinePayment,
  OnlinePaymentFlag,
  OnlinePaymentsApi,
  OnlinePaymentsList,
  OnlineRefund,
  UnmatchedRazorpayEvent,
} from './online-payments';
export { createTranslationsApi, withLang } from './translations';
export type {
  RecordTranslations,
  StoredTranslation,
  TranslationStatuses,
  TranslationsApi,
} from './translations';
