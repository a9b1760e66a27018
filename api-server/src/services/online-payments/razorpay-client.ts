// The calls this product makes to Razorpay, through its official Node SDK (`razorpay`): the Payment
// Links API (create, fetch, find by reference_id, cancel), a payment's refund, and the SDK's own
// check of the callback's signature. Keys stay on the server (docs/payments.md).
import type { AxiosInstance } from 'axios';
import type { Actor } from '@tours/shared-ui/booking-office';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';

/** Who the audit log and the ledger name for what Razorpay's events wrote. */
export const RAZORPAY_ACTOR: Actor = { uid: 'razorpay', email: null };

/** Razorpay's API host: the SDK's own, used unless RAZORPAY_API_URL says otherwise. */
export const DEFAULT_RAZORPAY_API_URL = 'https://api.razorpay.com';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** RAZORPAY_API_URL: tests and the reliability suite point it at a local server. */
  apiUrl: string;
}

/** A Payment Link as the API answers it (the fields this product reads). */
export interface ProviderLink {
  id: string;
  reference_id: string;
  status: 'created' | 'partially_paid' | 'expired' | 'cancelled' | 'paid';
  amount: number;
  amount_paid: number;
  short_url: string;
  /** The link's payments once paid: Razorpay's fetch lists them (null or [] before). */
  payments?: { payment_id: string; amount: number; status: string; created_at: number }[] | null;
}

export interface NewProviderLink {
  amount: number;
  currency: 'INR';
  accept_partial: false;
  reference_id: string;
  description: string;
  expire_by: number;
  customer: { name: string; contact: string; email?: string };
  notify: { sms: false; email: false };
  reminder_enable: false;
  notes: Record<string, string>;
  callback_url: string;
  callback_method: 'get';
}

export interface ProviderRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/** The query a traveller comes back with from Razorpay's page (callback_url, GET). */
export interface LinkCallback {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
}

/** An error the SDK passes on from the API (its normalizeError): the status and Razorpay's error. */
export interface ProviderError {
  statusCode?: number;
  error?: { code?: string; description?: string };
}

export function describeProviderError(error: unknown): string {
  const { statusCode, error: body } = (error ?? {}) as ProviderError;
  if (statusCode !== undefined) {
    return `Razorpay answered ${statusCode}${body?.description ? `: ${body.description}` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The SDK (razorpay-node 2.9) has no host setting: its constructor fixes
 * `https://api.razorpay.com` on the axios instance it keeps as `api.rq` (a proposed `hostUrl`
 * option, razorpay-node PR #224, was never merged, and the SDK's own e2e tests replace `api.rq`).
 * RAZORPAY_API_URL is therefore applied as that axios instance's `defaults.baseURL`, axios's own
 * instance setting; every request still goes through the SDK's resources. If an SDK upgrade moves
 * it, this throws at start rather than sending test traffic to the real host.
 */
function pointAt(sdk: Razorpay, apiUrl: string): void {
  const client = (sdk.api as unknown as { rq?: AxiosInstance }).rq;
  if (!client?.defaults) {
    throw new Error(
      'This razorpay SDK has no axios instance at api.rq: RAZORPAY_API_URL cannot be applied.',
    );
  }
  client.defaults.baseURL = apiUrl.replace(/\/+$/, '');
}

export function createRazorpayClient(settings: RazorpaySettings) {
  const sdk = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  if (settings.apiUrl.replace(/\/+$/, '') !== DEFAULT_RAZORPAY_API_URL) {
    pointAt(sdk, settings.apiUrl);
  }
  return {
    webhookSecret: settings.webhookSecret,

    async createLink(link: NewProviderLink): Promise<ProviderLink> {
      return (await sdk.paymentLink.create(link)) as unknown as ProviderLink;
    },

    async fetchLink(id: string): Promise<ProviderLink> {
      return (await sdk.paymentLink.fetch(id)) as unknown as ProviderLink;
    },

    /** The link made with this reference_id, if a create that timed out did make it. */
    async findLinkByReference(referenceId: string): Promise<ProviderLink | null> {
      const answer = (await sdk.paymentLink.all({
        reference_id: referenceId,
      } as never)) as unknown as {
        payment_links?: ProviderLink[];
      };
      return answer.payment_links?.find((link) => link.reference_id === referenceId) ?? null;
    },

    async cancelLink(id: string): Promise<ProviderLink> {
      return (await sdk.paymentLink.cancel(id)) as unknown as ProviderLink;
    },

    async refund(paymentId: string, amountPaise: number, notes: Record<string, string>) {
      return (await sdk.payments.refund(paymentId, {
        amount: amountPaise,
        speed: 'normal',
        notes,
      })) as unknown as ProviderRefund;
    },

    /** The callback's signature, checked by the SDK (payment link verification). */
    callbackIsSigned(callback: LinkCallback): boolean {
      try {
        return validatePaymentVerification(
          {
            payment_link_id: callback.razorpay_payment_link_id,
            payment_link_reference_id: callback.razorpay_payment_link_reference_id,
            payment_link_status: callback.razorpay_payment_link_status,
            payment_id: callback.razorpay_payment_id,
          },
          callback.razorpay_signature,
          settings.keySecret,
        );
      } catch {
        return false;
      }
    },
  };
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;
