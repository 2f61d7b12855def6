export { FormModal, type FormModalProps } from './form-modal.tsx';
export { SubmitButton } from './submit-button.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { Field, type FieldProps } from './field.tsx';
