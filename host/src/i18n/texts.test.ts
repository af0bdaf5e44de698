import { sharedTextsRedefinedIn } from 'shared/testing';
import { registerShellTexts } from './shellTexts';
import { registerHostTexts } from './texts';

it("redefines none of shared's texts (they are read as t('shared:…'))", () => {
  registerHostTexts();
  registerShellTexts();
  expect(sharedTextsRedefinedIn('host')).toEqual([]);
});
