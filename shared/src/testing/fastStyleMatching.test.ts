// The jest set-up (scripts/jest/setup-dom.ts) speeds up jsdom's style matching; these pin that
// computed styles stay what the CSS says.
import { requirementOf } from '../../../scripts/jest/fastStyleMatching';

describe('requirementOf', () => {
  it.each([
    [':where(.css-dev-only-x).ant-btn', ['ant-btn'], []],
    ['.ant-modal .ant-modal-body > .inner:not(.ant-hidden)::before', ['inner'], []],
    [
      '.ant-tabs-tabpane-hidden, .ant-tag.ant-tag-hidden:hover',
      ['ant-tabs-tabpane-hidden', 'ant-tag-hidden'],
      [],
    ],
    ['.box[data-text=".other x"]', ['box'], []],
    ['.a+.b~.c', ['c'], []],
    ['.ant-btn, SPAN', ['ant-btn'], ['span']],
    ['address, blockquote > p:first-child, a:where(.css-x):active', [], ['address', 'p', 'a']],
  ])('%s needs one of the classes %j or the types %j', (selectors, classes, tags) => {
    expect(requirementOf(selectors)).toEqual({ classes, tags });
  });

  it.each([
    '*',
    '.ant-btn, [hidden]',
    '.ant-btn :hover',
    '.ant-btn > *',
    ':is(.a, .b)',
    '[class~="ant-btn"]',
    '.a\\:b',
    '.a /* .b */',
    'svg|rect.a',
    '.a[x',
  ])('%s needs no class or type that the reader can tell', (selectors) => {
    expect(requirementOf(selectors)).toBeNull();
  });
});

describe('getComputedStyle with the fast style matching installed', () => {
  let style: HTMLStyleElement;
  afterEach(() => {
    style.remove();
    document.body.innerHTML = '';
  });

  function addCss(css: string) {
    style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }

  it('applies rules keyed by the last class, and follows class changes', () => {
    addCss(
      [
        ':where(.css-t).panel .panel-hidden { display: none }',
        '.panel .shown:not(.muted) { visibility: hidden }',
        '.other, .panel > .direct { display: inline-block }',
        'span { color: rgb(1, 2, 3) }',
        'p:first-child { z-index: 7 }',
      ].join('\n'),
    );
    document.body.innerHTML =
      '<div class="css-t panel"><p class="panel-hidden">a</p><p class="shown">b</p><span class="direct">c</span></div>';
    const [hidden, shown] = Array.from(document.querySelectorAll('p'));
    const direct = document.querySelector('span') as HTMLElement;

    expect(getComputedStyle(hidden).display).toBe('none');
    expect(getComputedStyle(shown).visibility).toBe('hidden');
    expect(getComputedStyle(direct).display).toBe('inline-block');
    expect(getComputedStyle(direct).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(hidden).zIndex).toBe('7');
    expect(getComputedStyle(shown).zIndex).toBe('');

    shown.classList.add('muted');
    hidden.classList.remove('panel-hidden');
    expect(getComputedStyle(shown).visibility).toBe('visible');
    expect(getComputedStyle(hidden).display).toBe('block');
  });

  it('matches right beyond nwsapi’s 1,000 cached selectors, in the order of the sheet', () => {
    const rules = Array.from({ length: 1500 }, (_, i) => `.box.c${i} { z-index: ${i} }`);
    addCss([...rules, '.box.c3 { z-index: 9999 }'].join('\n'));
    document.body.innerHTML = '<i class="box c3"></i><i class="box c1400"></i><i class="box"></i>';
    const [third, late, none] = Array.from(document.querySelectorAll('i'));

    for (let round = 0; round < 2; round++) {
      expect(getComputedStyle(third).zIndex).toBe('9999');
      expect(getComputedStyle(late).zIndex).toBe('1400');
      expect(getComputedStyle(none).zIndex).toBe('');
      late.setAttribute('data-round', String(round)); // a DOM change drops jsdom's style cache
    }
  });
});
