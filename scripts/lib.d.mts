// Types of what the TypeScript scripts (bench) import from lib.mjs.
export declare const serverNodeFlags: string[];
