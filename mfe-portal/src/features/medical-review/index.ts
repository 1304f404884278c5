export { MedicalReviewScreen } from './components/medical-review-screen.tsx';
