import { sharedTextsRedefinedIn } from 'shared/testing';
import { registerHostTexts } from './texts';

it("redefines none of shared's texts (they are read as t('shared:…'))", () => {
  registerHostTexts();
  expect(sharedTextsRedefinedIn('host')).toEqual([]);
});
