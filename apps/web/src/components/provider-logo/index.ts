export { ProviderLogo, type LogoVariant, type ProviderLogoProps } from './provider-logo.tsx';
