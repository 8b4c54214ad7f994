// Lets the pages import their plain CSS files for side effects (TypeScript 6 checks such imports).
// Duplicating the shell's own declaration, if it adds one, is harmless; this file may then be removed.
declare module '*.css';
