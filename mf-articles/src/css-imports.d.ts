// Components import their plain CSS files for side effects (webpack emits them as CSS files, linked when their chunk loads).
declare module '*.css';
