// The loader of a server-rendered page's scripts (ui/app/afterFirstPaint.ts): a classic deferred script, so it
// runs once the page is parsed and its stylesheets are in, and can find its own tag.
import { startAfterFirstPaint } from './app/afterFirstPaint';

if (document.currentScript) startAfterFirstPaint(document.currentScript, document);
