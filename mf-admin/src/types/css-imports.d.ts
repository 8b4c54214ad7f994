// Component stylesheets are side-effect imports emitted as CSS files by webpack (a stub in jest).
declare module '*.css';
