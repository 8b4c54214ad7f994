// Components import their own CSS for its side effect (webpack's style-loader); it exports nothing.
declare module '*.css';
