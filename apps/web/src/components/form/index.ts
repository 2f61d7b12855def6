export { FormModal, type FormModalProps } from './form-modal.tsx';
export { TextField } from './text-field.tsx';
