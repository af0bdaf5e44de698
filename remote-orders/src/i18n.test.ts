import { i18n, initI18n } from 'shared';
import { sharedTextsRedefinedIn } from 'shared/testing';
import { NAMESPACE } from './i18n';
import './expressTracking/texts';

describe('remote-orders texts', () => {
  beforeAll(() => {
    initI18n('EN');
  });

  it('say "1 day" and "3 days" in English, and the same words for any count in Chinese and Indonesian', () => {
    const serviceTime = (lng: string, count: number) =>
      i18n.t('expressTracking.arrival.serviceDays', { ns: NAMESPACE, lng, count });
    expect([serviceTime('en', 1), serviceTime('en', 3)]).toEqual([
      'Service time 1 day',
      'Service time 3 days',
    ]);
    expect([serviceTime('id', 1), serviceTime('id', 3)]).toEqual([
      'Waktu layanan 1 hari',
      'Waktu layanan 3 hari',
    ]);
    expect([serviceTime('zh-cn', 1), serviceTime('zh-cn', 3)]).toEqual(['时效 1 天', '时效 3 天']);
  });

  it("redefine none of shared's texts (they are read as t('shared:…'))", () => {
    expect(sharedTextsRedefinedIn(NAMESPACE)).toEqual([]);
  });
});
