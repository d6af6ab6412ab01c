// The few selenium-webdriver APIs the WebKit flows use: the package ships no types, and
// @types/selenium-webdriver follows a later major.
declare module 'selenium-webdriver' {
  export interface WebElement {
    click(): Promise<void>;
    clear(): Promise<void>;
    sendKeys(...text: string[]): Promise<void>;
  }
  export interface WebDriver {
    get(url: string): Promise<void>;
    navigate(): { refresh(): Promise<void> };
    executeScript<T>(script: string, ...args: unknown[]): Promise<T>;
    manage(): { window(): { setRect(rect: { width: number; height: number }): Promise<void> } };
    takeScreenshot(): Promise<string>;
    quit(): Promise<void>;
  }
  export class Builder {
    usingServer(url: string): this;
    withCapabilities(capabilities: Record<string, unknown>): this;
    build(): Promise<WebDriver>;
  }
}
