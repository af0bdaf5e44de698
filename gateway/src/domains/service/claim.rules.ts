/**
 * Claims (DOMAINS.md "Claim"): the cap and its formula, the filing windows and the desk's decision.
 * Every number (ceilings, multiplier, VAT, windows) is data (service_settings), passed in.
 */
export const CLAIM_TYPES = ['LOST', 'DAMAGED', 'PARTIAL', 'LATE'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export const CLAIM_STATUSES = [
  'SUBMITTED',
  'UNDER_REVIEW',
  'INFO_REQUESTED',
  'APPROVED',
  'REJECTED',
  'APPEALED',
  'PAID',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const PAYOUT_METHODS = ['BANK_TRANSFER', 'STATEMENT_OFFSET'] as const;

export const CAP_RULES = [
  'INSURED',
  'INSURED_CEILING',
  'UNINSURED_FEE',
  'UNINSURED_GOODS',
  'UNINSURED_CEILING',
] as const;
export type CapRule = (typeof CAP_RULES)[number];

export interface CapSettings {
  /** Most an insured parcel is paid (J&T: Rp 20,000,000). */
  insuredCeiling: number;
  /** Uninsured: this many times the shipping fee (10). */
  uninsuredMultiplier: number;
  /** Most an uninsured parcel is paid (J&T: Rp 1,000,000). */
  uninsuredCeiling: number;
  /** VAT in percent on the shipping fee and the COD fee, taken off a COD parcel's goods value (11). */
  vatPercent: number;
}

export interface CapInput {
  insured: boolean;
  /** Declared value of the goods, whole rupiah (0 when none was declared). */
  declaredValue: number;
  /** The outbound shipping fee, whole rupiah. */
  shippingFee: number;
  /** COD amount the receiver pays (0 when not COD). */
  codAmount: number;
  codFee: number;
}

export interface Cap {
  cap: number;
  rule: CapRule;
  /** The goods value the cap compares with (COD: net of shipping, COD fee and VAT); null when unknown. */
  goodsValue: number | null;
  /** The numbers of the formula, for the form to show. */
  terms: { feeMultiple: number; ceiling: number; vat: number };
}

/**
 * The goods value of a parcel: for COD the COD amount less shipping, COD fee and the VAT on both
 * (never below 0); otherwise the declared value, or null when none was declared.
 */
export function goodsValueOf(
  input: CapInput,
  settings: Pick<CapSettings, 'vatPercent'>,
): { value: number | null; vat: number } {
  if (input.codAmount > 0) {
    const vat = Math.round(((input.shippingFee + input.codFee) * settings.vatPercent) / 100);
    return { value: Math.max(0, input.codAmount - input.shippingFee - input.codFee - vat), vat };
  }
  return { value: input.declaredValue > 0 ? input.declaredValue : null, vat: 0 };
}

/**
 * The most a claim may ask: insured parcels up to the declared value (within the insured ceiling);
 * uninsured the lower of `uninsuredMultiplier` x the shipping fee and the goods value, within the
 * uninsured ceiling. Ties name the first rule in that order.
 * @example claimCap({ insured: false, declaredValue: 0, shippingFee: 18000, codAmount: 0, codFee: 0 }, s) // 180,000 UNINSURED_FEE
 */
export function claimCap(input: CapInput, settings: CapSettings): Cap {
  const { value: goodsValue, vat } = goodsValueOf(input, settings);
  const feeMultiple = settings.uninsuredMultiplier * Math.max(0, input.shippingFee);
  if (input.insured) {
    const insuredValue = Math.max(0, input.declaredValue);
    const ceiling = settings.insuredCeiling;
    return insuredValue <= ceiling
      ? { cap: insuredValue, rule: 'INSURED', goodsValue, terms: { feeMultiple, ceiling, vat } }
      : { cap: ceiling, rule: 'INSURED_CEILING', goodsValue, terms: { feeMultiple, ceiling, vat } };
  }
  const ceiling = settings.uninsuredCeiling;
  const candidates: [number, CapRule][] = [[feeMultiple, 'UNINSURED_FEE']];
  if (goodsValue !== null) candidates.push([goodsValue, 'UNINSURED_GOODS']);
  candidates.push([ceiling, 'UNINSURED_CEILING']);
  const [cap, rule] = candidates.reduce((low, next) => (next[0] < low[0] ? next : low));
  return { cap, rule, goodsValue, terms: { feeMultiple, ceiling, vat } };
}

export interface FilingWindows {
  /** Damage, partial or lateness: days after receipt (7). */
  receiptDays: number;
  /** Loss: days after the waybill date (30). */
  lossDays: number;
}

export type ClaimRefusal =
  | 'service.claim.windowClosed'
  | 'service.claim.notDelivered'
  | 'service.claim.delivered'
  | 'service.claim.overCap'
  | 'service.claim.nothingToPay';

/**
 * Whether a claim of `type` may be filed now: loss within `lossDays` of the waybill date and not for
 * a delivered parcel; damage, partial or lateness within `receiptDays` of receipt (so once delivered).
 */
export function filingRefusal(
  type: ClaimType,
  order: { createdAt: Date; signedAt: Date | null; status: string },
  now: Date,
  windows: FilingWindows,
): ClaimRefusal | null {
  const DAY = 24 * 3600 * 1000;
  if (type === 'LOST') {
    if (order.status === 'DELIVERED') return 'service.claim.delivered';
    return now.getTime() - order.createdAt.getTime() > windows.lossDays * DAY
      ? 'service.claim.windowClosed'
      : null;
  }
  if (!order.signedAt) return 'service.claim.notDelivered';
  return now.getTime() - order.signedAt.getTime() > windows.receiptDays * DAY
    ? 'service.claim.windowClosed'
    : null;
}

/** The amount asked must be positive and within the cap. */
export function amountRefusal(amount: number, cap: number): ClaimRefusal | null {
  if (cap <= 0) return 'service.claim.nothingToPay';
  return amount > cap ? 'service.claim.overCap' : null;
}

/** The desk's decision by the same rules: approved up to the cap recomputed now. */
export function deskDecision(claim: { amountClaimed: number; cap: number }): {
  status: ClaimStatus;
  amountApproved: number | null;
} {
  if (claim.cap <= 0) return { status: 'REJECTED', amountApproved: null };
  return { status: 'APPROVED', amountApproved: Math.min(claim.amountClaimed, claim.cap) };
}

/** The claim number: C + WIB date + the id padded. */
export function claimNoOf(id: number, createdAt: Date): string {
  const day = new Date(createdAt.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `C${day}${String(id).padStart(6, '0')}`;
}

/**
 * Which status a claim may move to (DOMAINS.md: SUBMITTED -> UNDER_REVIEW -> INFO_REQUESTED ->
 * APPROVED | REJECTED -> APPEALED -> PAID). The desk reviews a submitted claim, asks for what is
 * missing, decides; a rejection may be appealed once; an approved claim is paid.
 */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  SUBMITTED: ['UNDER_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED'],
  UNDER_REVIEW: ['INFO_REQUESTED', 'APPROVED', 'REJECTED'],
  INFO_REQUESTED: ['UNDER_REVIEW'],
  APPROVED: ['PAID'],
  REJECTED: ['APPEALED'],
  APPEALED: ['APPROVED', 'REJECTED'],
  PAID: [],
};

export function claimTransitionRefusal(
  from: string,
  to: ClaimStatus,
): 'service.claim.illegalTransition' | null {
  const allowed = CLAIM_TRANSITIONS[from as ClaimStatus] as readonly ClaimStatus[] | undefined;
  return allowed?.includes(to) ? null : 'service.claim.illegalTransition';
}

/** What a claim type needs beyond the form (the type's catalogue attrs, data): photos of the goods. */
export interface ClaimNeeds {
  /** Images (photos or stills of the unboxing video) the claim must carry (damage, partial: 1). */
  minPhotos: number;
}

/** The desk's request for a claim missing what its type needs ('PHOTOS'), or null when complete. */
export function missingDocuments(
  documents: readonly { contentType: string }[],
  needs: ClaimNeeds,
): 'PHOTOS' | null {
  const photos = documents.filter((file) => file.contentType.startsWith('image/')).length;
  return photos < needs.minPhotos ? 'PHOTOS' : null;
}

export type ClaimActionRefusal =
  | 'service.claim.notWaitingForDocuments'
  | 'service.claim.notRejected'
  | 'service.claim.alreadyAppealed'
  | 'service.claim.appealWindowClosed';

/** Documents are added only to a claim the desk asked them for (INFO_REQUESTED). */
export function addDocumentsRefusal(claim: { status: string }): ClaimActionRefusal | null {
  return claim.status === 'INFO_REQUESTED' ? null : 'service.claim.notWaitingForDocuments';
}

/** A rejected claim may be appealed once, within `appealDays` of its rejection. */
export function appealRefusal(
  claim: { status: string; appealedAt: Date | null; decidedAt: Date | null },
  now: Date,
  appealDays: number,
): ClaimActionRefusal | null {
  if (claim.appealedAt !== null) return 'service.claim.alreadyAppealed';
  if (claim.status !== 'REJECTED') return 'service.claim.notRejected';
  const decided = claim.decidedAt?.getTime() ?? 0;
  return now.getTime() - decided > appealDays * 24 * 3600 * 1000 ? 'service.claim.appealWindowClosed' : null;
}

/** The bank transfer's reference of a paid claim: TRF + WIB date + the claim id padded. */
export function payoutReferenceOf(id: number, paidAt: Date): string {
  const day = new Date(paidAt.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `TRF${day}${String(id).padStart(8, '0')}`;
}
