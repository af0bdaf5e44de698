import { bankAccountChanged, nameKey, reviewProblem, submissionProblems } from './customer-data.rules';

const company = {
  companyName: 'PT Nusantara Niaga',
  npwp: '012345678901234',
  nib: '1234567890123',
  deedNumber: 'AHU-0012345',
  address: 'Jl. Sudirman 1, Jakarta',
  contactName: 'Budi Santoso',
  contactKtp: '3171012345678901',
  contactPhone: '081234567890',
  email: 'finance@nusantara.co.id',
  bankName: 'BCA',
  bankAccountNo: '1234567890',
  bankAccountHolder: 'Nusantara Niaga, PT',
};
const allDocuments = new Set(['npwp', 'nib', 'deed', 'decree', 'contactKtp', 'bankBook']);

describe('customer data rules', () => {
  it('accepts a complete company submission whose bank account is in the company name', () => {
    expect(submissionProblems('COMPANY', company, allDocuments)).toEqual([]);
    expect(nameKey('PT. Nusantara Niaga')).toBe(nameKey('Nusantara Niaga, PT'));
  });

  it('names every missing or malformed field and document, and a holder of another name', () => {
    const problems = submissionProblems(
      'COMPANY',
      { ...company, npwp: '12-34', nib: '', bankAccountHolder: 'Budi Santoso' },
      new Set(['npwp', 'nib', 'deed', 'decree', 'contactKtp']),
    );
    expect(problems).toEqual([
      { field: 'npwp', problem: 'customerData.invalid' },
      { field: 'nib', problem: 'customerData.required' },
      { field: 'doc.bankBook', problem: 'customerData.documentMissing' },
      { field: 'bankAccountHolder', problem: 'customerData.holderMismatch' },
    ]);
  });

  it('lets a reviewer act once, with a reason per field for a rejection', () => {
    const fields = new Set(['npwp', 'doc.npwp']);
    expect(reviewProblem('SUBMITTED', 'APPROVED', {}, fields)).toBeNull();
    expect(reviewProblem('APPROVED', 'APPROVED', {}, fields)).toBe('customerData.alreadyApproved');
    expect(reviewProblem('DRAFT', 'REJECTED', { npwp: 'x' }, fields)).toBe('customerData.notUnderReview');
    expect(reviewProblem('UNDER_REVIEW', 'REJECTED', {}, fields)).toBe('customerData.reasonNeeded');
    expect(reviewProblem('UNDER_REVIEW', 'REJECTED', { npwp: ' ' }, fields)).toBe(
      'customerData.reasonNeeded',
    );
    expect(reviewProblem('UNDER_REVIEW', 'NEEDS_REVISION', { vault: 'x' }, fields)).toBe(
      'customerData.unknownField',
    );
    expect(reviewProblem('UNDER_REVIEW', 'REJECTED', { npwp: 'blurred scan' }, fields)).toBeNull();
  });

  it('sees a bank account change only against approved data', () => {
    expect(bankAccountChanged(null, company)).toBe(false);
    expect(bankAccountChanged(company, { ...company, bankAccountNo: '9999999999' })).toBe(true);
    expect(bankAccountChanged(company, { ...company, address: 'elsewhere' })).toBe(false);
  });
});
