import type {Page} from '@playwright/test';

/** The computed form of a CSS colour (a name, a variable's value), as the browser reports it. */
export async function computedColour(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, colour);
}
