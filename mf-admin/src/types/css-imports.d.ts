// Component stylesheets are side-effect imports handled by style-loader (a stub in jest).
declare module '*.css';
