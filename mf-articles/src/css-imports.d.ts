// Components import their plain CSS files for side effects (style-loader puts them in the page).
declare module '*.css';
