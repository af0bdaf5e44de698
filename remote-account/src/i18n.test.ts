import { sharedTextsRedefinedIn } from 'shared/testing';
import { NAMESPACE } from './i18n';

it("redefines none of shared's texts (they are read as t('shared:…'))", () => {
  expect(sharedTextsRedefinedIn(NAMESPACE)).toEqual([]);
});
