// The catalog's factories now live with the others in @site/shared/testing/factories; this re-export
// remains only for courses-slider.test.tsx, which is being edited on another branch.
export { makeCourse, makeEvent, makeLector } from '@site/shared/testing/factories';
