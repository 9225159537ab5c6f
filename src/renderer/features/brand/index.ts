/**
 * The brand area's public entry: what onboarding and the Update User page use. Everything else in
 * features/brand is its own.
 */

// Company, billing and business category (spec 01 section 2).
export { CompanyDetailsForm, type CompanyDetailsFormProps } from './components/CompanyDetailsForm';
export {
  BusinessCategoryEditor,
  type BusinessCategoryEditorProps,
} from './components/BusinessCategoryEditor';
export { CompanyDetails } from './pages/CompanyDetailsPage';
export { BusinessCategory } from './pages/BusinessCategoryPage';

// Business details, the AI step (spec 01 section 2).
export { useBrand, useBusinessCategories } from './api';
export { BusinessDetailsForm } from './details/BusinessDetailsForm';
export { BusinessDetailsCard } from './details/BusinessDetailsPage';
