import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/**
 * Reading comfort as CONTRACTS.md section 12 measures it, in the page as drawn. Each offender is one line
 * naming what a person would notice (the text or the control, its size) so a failing test lists them.
 */
export interface ComfortRules {
  /** Body text (labels, buttons, table cells, controls, paragraphs). */
  bodyPx: number;
  /** Secondary text: a field's hint or error, `small`, captions, a chart's legend. */
  secondaryPx: number;
  lineHeight: number;
  targetPx: number;
  /** A disabled button's reason: text within this distance, or its description. */
  disabledReasonPx: number;
  /** A form's error: this close to its field (or, about no field, to the submit button). */
  errorPx: number;
}

export const SECTION_12: ComfortRules = {
  bodyPx: 16,
  secondaryPx: 14,
  lineHeight: 1.4,
  targetPx: 44,
  disabledReasonPx: 60,
  errorPx: 120,
};

/** Offenders of font size, line height, target size and disabled buttons' reasons on the page as shown. */
export function comfortOffenders(page: Page, rules: ComfortRules = SECTION_12): Promise<string[]> {
  return page.evaluate((r) => {
    const offenders: string[] = [];
    const short = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // A screen-reader-only text is a 1 px box: nobody reads it on the screen.
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        style.clipPath !== 'inset(50%)'
      );
    };
    const described = new Set<string>();
    for (const element of document.querySelectorAll('[aria-describedby], [aria-errormessage]')) {
      for (const attribute of ['aria-describedby', 'aria-errormessage']) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/)) if (id) described.add(id);
      }
    }
    const isSecondary = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (node.matches('small, figcaption, .u-legend, [data-text="secondary"]')) return true;
        if (node.id && described.has(node.id)) return true;
      }
      return false;
    };

    // Text: every visible text node's element.
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !node.textContent?.trim()) continue;
      // A logotype is a picture of text (WCAG 1.4.3's exception); an <option> is drawn by the system.
      if (element.closest('script, style, noscript, template, option, [data-text="logotype"]')) continue;
      seen.add(element);
      if (!shown(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const minimum = isSecondary(element) ? r.secondaryPx : r.bodyPx;
      if (size < minimum - 0.01)
        offenders.push(`text ${size}px < ${minimum}px: "${short(node.textContent)}"`);
      // Headings and other large type read as one line: the rule is for running text.
      if (size >= 20 || element.closest('h1, h2, h3, h4, h5, h6')) continue;
      const lineHeight = style.lineHeight === 'normal' ? 1.2 * size : parseFloat(style.lineHeight);
      if (lineHeight / size < r.lineHeight - 0.01) {
        offenders.push(
          `line height ${(lineHeight / size).toFixed(2)} < ${r.lineHeight}: "${short(node.textContent)}"`,
        );
      }
    }
    // Controls typed into show their value at the body size.
    for (const control of document.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"]), select, textarea',
    )) {
      if (!shown(control) || ['checkbox', 'radio', 'file'].includes((control as HTMLInputElement).type))
        continue;
      const size = parseFloat(getComputedStyle(control).fontSize);
      if (size < r.bodyPx - 0.01) offenders.push(`control ${size}px < ${r.bodyPx}px: ${describe(control)}`);
    }

    function describe(element: Element): string {
      const label =
        element.getAttribute('aria-label') ??
        (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
        element.textContent;
      return `<${element.tagName.toLowerCase()}> "${short(label)}"`;
    }

    // Targets: the clickable box, a checkbox's or radio's being its label's.
    const TARGETS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"]';
    for (const target of document.querySelectorAll<HTMLElement>(TARGETS)) {
      if (!shown(target) || target.closest('[inert]')) continue;
      let box = target.getBoundingClientRect();
      if (target instanceof HTMLInputElement && ['checkbox', 'radio'].includes(target.type)) {
        const label =
          target.closest('label') ?? (target.id ? document.querySelector(`label[for="${target.id}"]`) : null);
        if (label) box = label.getBoundingClientRect();
      }
      // A link inside a sentence is excepted: its box is the sentence's line.
      if (target.tagName === 'A' && getComputedStyle(target).display === 'inline') {
        const sentence = target.parentElement;
        const around = (sentence?.textContent ?? '').replace(target.textContent ?? '', '').trim();
        if (around.length > 0) continue;
      }
      if (box.width < r.targetPx - 0.5 || box.height < r.targetPx - 0.5) {
        offenders.push(
          `target ${Math.round(box.width)}×${Math.round(box.height)} < ${r.targetPx}: ${describe(target)}`,
        );
      }
    }

    // A disabled button says why, beside it or in its description.
    for (const button of document.querySelectorAll<HTMLElement>('button:disabled, [aria-disabled="true"]')) {
      if (!shown(button)) continue;
      const reasons = (button.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id) : null))
        .filter((reason): reason is HTMLElement => !!reason && !!reason.textContent?.trim());
      const box = button.getBoundingClientRect();
      const near = reasons.some((reason) => {
        // A description nobody sees on the screen is still the button's description: it counts as one.
        if (!shown(reason)) return true;
        const other = reason.getBoundingClientRect();
        const dx = Math.max(0, other.left - box.right, box.left - other.right);
        const dy = Math.max(0, other.top - box.bottom, box.top - other.bottom);
        return Math.hypot(dx, dy) <= r.disabledReasonPx;
      });
      if (!near) offenders.push(`disabled without a reason beside it: ${describe(button)}`);
    }
    // A field in error: its message linked to it and within reach of the eye (120 px).
    const gap = (a: DOMRect, b: DOMRect) =>
      Math.hypot(
        Math.max(0, b.left - a.right, a.left - b.right),
        Math.max(0, b.top - a.bottom, a.top - b.bottom),
      );
    const invalid = [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].filter(shown);
    for (const field of invalid) {
      const ids = `${field.getAttribute('aria-errormessage') ?? ''} ${field.getAttribute('aria-describedby') ?? ''}`;
      const messages = ids
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id) : null))
        .filter(
          (message): message is HTMLElement => !!message && shown(message) && !!message.textContent?.trim(),
        );
      if (messages.length === 0)
        offenders.push(`field in error without a linked message: ${describe(field)}`);
      else if (
        !messages.some(
          (message) => gap(field.getBoundingClientRect(), message.getBoundingClientRect()) <= r.errorPx,
        )
      )
        offenders.push(`error farther than ${r.errorPx}px from its field: ${describe(field)}`);
    }
    // A form's error about no one field: beside the button that sent the form.
    for (const alert of document.querySelectorAll<HTMLElement>('form [role="alert"]')) {
      if (!shown(alert) || !alert.textContent?.trim()) continue;
      const form = alert.closest('form')!;
      const anchors = [
        ...form.querySelectorAll<HTMLElement>('[type="submit"]'),
        ...invalid.filter((f) => form.contains(f)),
      ];
      if (
        !anchors.some(
          (anchor) => gap(alert.getBoundingClientRect(), anchor.getBoundingClientRect()) <= r.errorPx,
        )
      )
        offenders.push(
          `form error farther than ${r.errorPx}px from its field or button: "${short(alert.textContent)}"`,
        );
    }
    return offenders;
  }, rules);
}

/** Content wider than the window: cut or scrolled sideways (a 1280 px window at 200 % zoom is 640 px). */
export function overflowOffenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth + 1
      ? [`page ${root.scrollWidth}px wide in a ${root.clientWidth}px window`]
      : [];
  });
}

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Text below WCAG AA contrast, as axe-core measures it. */
export async function contrastOffenders(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol: the site's Content-Security-Policy still holds.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: Array<{ nodes: Array<{ target: string[]; failureSummary?: string }> }>;
    }
    const result = await axe.run(document, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `contrast: ${node.target.join(' ')}`),
    );
  });
}
