import { sharedTextsRedefinedIn } from 'shared/testing';
import { registerShellTexts } from './shellTexts';
import { addHostTexts } from '../test/hostTexts';

it("redefines none of shared's texts (they are read as t('shared:…'))", () => {
  addHostTexts();
  registerShellTexts();
  expect(sharedTextsRedefinedIn('host')).toEqual([]);
});
