// Lets components import their plain CSS files for side effects (TypeScript 6 checks such imports).
declare module '*.css';
