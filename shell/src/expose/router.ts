// The router API the remotes use (`import { Link } from 'shell/router'`), shared by the shell from
// the copy it runs. The remotes do not share react-router-dom as a whole package, so the shell's
// bundle keeps only what is used here and by the shell itself.
export {
  Link,
  NavLink,
  redirect,
  replace,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRevalidator,
  useSearchParams,
  type LinkProps,
} from 'react-router-dom';
// The host provides the answered form (and a remote's tests may); a remote's form reads it.
export { SubmittedFormProvider, useSubmittedForm } from '../lib/submitted-form';
