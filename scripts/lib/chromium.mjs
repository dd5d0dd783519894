// The browser the front-end measurements drive: Debian's Chromium unless CHROMIUM_PATH names another.
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
