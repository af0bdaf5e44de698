import { registerMessages, t } from '../../i18n/messages';
import {
  addDocumentsRefusal,
  appealRefusal,
  CLAIM_STATUSES,
  CLAIM_TRANSITIONS,
  claimTransitionRefusal,
  missingDocuments,
  payoutReferenceOf,
} from './claim.rules';
import { serviceMessages } from './service.messages';

const DAY = 24 * 3600 * 1000;

describe('claim transitions', () => {
  beforeAll(() => registerMessages(serviceMessages));

  it('allows the lifecycle and refuses the rest', () => {
    expect(claimTransitionRefusal('SUBMITTED', 'INFO_REQUESTED')).toBeNull();
    expect(claimTransitionRefusal('INFO_REQUESTED', 'UNDER_REVIEW')).toBeNull();
    expect(claimTransitionRefusal('UNDER_REVIEW', 'APPROVED')).toBeNull();
    expect(claimTransitionRefusal('REJECTED', 'APPEALED')).toBeNull();
    expect(claimTransitionRefusal('APPEALED', 'APPROVED')).toBeNull();
    expect(claimTransitionRefusal('APPROVED', 'PAID')).toBeNull();
    expect(claimTransitionRefusal('PAID', 'APPROVED')).toBe('service.claim.illegalTransition');
    expect(claimTransitionRefusal('APPEALED', 'APPEALED')).toBe('service.claim.illegalTransition');
    expect(claimTransitionRefusal('REJECTED', 'PAID')).toBe('service.claim.illegalTransition');
    expect(claimTransitionRefusal('INFO_REQUESTED', 'APPROVED')).toBe('service.claim.illegalTransition');
    expect(Object.keys(CLAIM_TRANSITIONS).sort()).toEqual([...CLAIM_STATUSES].sort());
    expect(t('en', 'service.claim.illegalTransition', { claimNo: 'C1', from: 'PAID', to: 'APPROVED' })).toBe(
      'Claim C1 cannot go from PAID to APPROVED',
    );
  });

  it('asks for photos when the type needs them and the documents hold too few images', () => {
    expect(missingDocuments([], { minPhotos: 1 })).toBe('PHOTOS');
    expect(missingDocuments([{ contentType: 'application/pdf' }], { minPhotos: 1 })).toBe('PHOTOS');
    expect(missingDocuments([{ contentType: 'image/png' }], { minPhotos: 1 })).toBeNull();
    expect(missingDocuments([], { minPhotos: 0 })).toBeNull();
  });

  it('takes documents only while the desk waits for them', () => {
    expect(addDocumentsRefusal({ status: 'INFO_REQUESTED' })).toBeNull();
    for (const status of ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED', 'PAID'])
      expect(addDocumentsRefusal({ status })).toBe('service.claim.notWaitingForDocuments');
  });

  it('lets a rejection be appealed once, within the window', () => {
    const decidedAt = new Date('2026-11-01T00:00:00Z');
    const rejected = { status: 'REJECTED', appealedAt: null, decidedAt };
    expect(appealRefusal(rejected, new Date(decidedAt.getTime() + 14 * DAY), 14)).toBeNull();
    expect(appealRefusal(rejected, new Date(decidedAt.getTime() + 14 * DAY + 1), 14)).toBe(
      'service.claim.appealWindowClosed',
    );
    expect(appealRefusal({ ...rejected, appealedAt: decidedAt }, decidedAt, 14)).toBe(
      'service.claim.alreadyAppealed',
    );
    expect(appealRefusal({ ...rejected, status: 'APPROVED' }, decidedAt, 14)).toBe(
      'service.claim.notRejected',
    );
  });

  it('names the bank transfer by WIB date and claim id', () => {
    expect(payoutReferenceOf(42, new Date('2026-11-27T18:00:00Z'))).toBe('TRF2026112800000042');
  });
});
