export { userApi } from './api.ts';
export { NewPasswordFields } from './components/NewPasswordFields.tsx';
export { PasswordLoginForm } from './components/PasswordLoginForm.tsx';
export { SendCodeButton } from './components/SendCodeButton.tsx';
export { loadLoginPage } from './page-loaders.ts';
export { userFeature } from './routes.tsx';
