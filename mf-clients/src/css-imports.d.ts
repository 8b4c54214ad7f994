// Components import their own CSS for its side effect (webpack emits it as a CSS file); it exports nothing.
declare module '*.css';
