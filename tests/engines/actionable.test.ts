// The engine flows click only what `actionable` (engine-page.ts) says can take a click: this
// checks its answers in a real browser on pages made here, so a change that lets it pass an
// element still opening (a dialog at opacity 0, or in its transition) or under another fails.
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium-flags';
import { actionable } from './engine-page';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

/** Sets the page to `html` and asks `actionable` about its `#target`. */
async function actionableIn(html: string): Promise<boolean> {
  await page.setContent(`<!doctype html><body style="margin:0">${html}</body>`);
  return page.evaluate(
    // Function's constructor is untyped: the body is `actionable`, the element its argument.
    (body) =>
      (new Function(body) as (e: Element | null) => Promise<boolean>)(
        document.querySelector('#target'),
      ),
    actionable,
  );
}

describe("the engine flows' actionable check", () => {
  it('passes a button that stands still and is on top', async () => {
    expect(await actionableIn('<button id="target">Save</button>')).toBe(true);
  });

  it('refuses a button in a layer at opacity 0, as a dialog before its transition', async () => {
    expect(
      await actionableIn(
        '<div style="opacity:0"><div><button id="target">Save</button></div></div>',
      ),
    ).toBe(false);
  });

  it('refuses a button in a layer whose animation is running, as a dialog fading in', async () => {
    // Opacity alone: the button stays in place, so only the running animation tells.
    expect(
      await actionableIn(`<style>@keyframes fade { from { opacity: .5 } to { opacity: 1 } }
          </style><div style="animation: fade 1s infinite alternate">
          <button id="target">Save</button></div>`),
    ).toBe(false);
  });

  it('passes a button whose own content animates, as a button with a spinner', async () => {
    expect(
      await actionableIn(`<style>@keyframes spin { to { transform: rotate(1turn) } }</style>
          <button id="target">Save <span style="display:inline-block;
          animation: spin 1s linear infinite">*</span></button>`),
    ).toBe(true);
  });

  it('refuses a button covered by another element', async () => {
    expect(
      await actionableIn(`<button id="target">Save</button><div style="position:fixed;
          inset:0;background:white"></div>`),
    ).toBe(false);
  });
});
