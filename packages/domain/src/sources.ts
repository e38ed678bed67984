/**
 * What each advice text follows: the document, its year and the section or table. Product rules (a choice
 * of ours, not a guideline's threshold) say so instead of borrowing a guideline's name. Shown to nobody as
 * such today; the tests refuse an advice without an entry here.
 */
export interface Source {
  document: string;
  year: number | null;
  section: string;
}

export const SOURCES = {
  'ada-soc-6-glycemic-goals': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '6. Glycemic Goals and Hypoglycemia: glycemic goals (Table 6.3)',
  },
  'ada-soc-6-a1c': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section:
      '6. Glycemic Goals and Hypoglycemia: A1C goal < 7% for many nonpregnant adults; A1C and estimated average glucose (eAG = 28.7 × A1C − 46.7, ADAG study)',
  },
  'ada-soc-15-pregnancy': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section:
      '15. Management of Diabetes in Pregnancy: glycemic goals (fasting < 95 mg/dL, 1 h after a meal < 140, 2 h < 120)',
  },
  'ada-soc-2-diagnosis': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section:
      '2. Diagnosis and Classification of Diabetes: Table 2.1 (fasting 126 mg/dL or more) and Table 2.5 (impaired fasting glucose 100–125); NOM-015-SSA2-2010 uses the same cut points',
  },
  'ada-soc-6-hypoglycemia': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '6. Glycemic Goals and Hypoglycemia: hypoglycemia classification (Table 6.4) and treatment',
  },
  'diabetes-canada-2018-sick-day': {
    document: 'Diabetes Canada, Clinical Practice Guidelines',
    year: 2018,
    section:
      'Appendix 8, Sick-Day Medication List, and Hyperglycemic Emergencies in Adults: vomiting that goes on or fluids not kept down need care the same day; sulfonylureas, metformin, diuretics, ACE inhibitors/ARBs and SGLT2 inhibitors may need to be held while not eating or drinking, as the care team says; basal insulin is continued, with the dose reviewed by the care team',
  },
  'ada-soc-6-hyperglycemic-crises': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '6. Glycemic Goals and Hypoglycemia; 16. Diabetes Care in the Hospital (hyperglycemic crises)',
  },
  'ada-soc-5-nutrition': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '5. Facilitating Positive Health Behaviors: nutrition therapy',
  },
  'ada-soc-5-physical-activity': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '5. Facilitating Positive Health Behaviors: physical activity',
  },
  'aha-hypertensive-crisis': {
    document: 'American Heart Association, Hypertensive Crisis: When You Should Call 911',
    year: null,
    section: 'readings of 180/120 or higher, with and without symptoms',
  },
  'aha-acc-2025-high-bp': {
    document:
      '2025 AHA/ACC/AANP/AAPA/ABC/ACCP/ACPM/AGS/AMA/ASPC/NMA/PCNA/SGIM Guideline for the Prevention, Detection, Evaluation and Management of High Blood Pressure in Adults',
    year: 2025,
    section:
      'BP categories (normal, elevated, stage 1, stage 2; same cut points as 2017) and severe hypertension: 180/120 or more with new or worsening target-organ damage is an emergency, without it urgent outpatient care',
  },
  'ada-ketones-patient': {
    document: 'American Diabetes Association, DKA (Ketoacidosis) & Ketones (patient guidance, diabetes.org)',
    year: null,
    section:
      'check ketones when blood glucose is above 240 mg/dL; vomiting with ketones: call your provider now',
  },
  'danne-2019-ketone-cut-points': {
    document:
      'Danne T et al., International Consensus on Risk Management of Diabetic Ketoacidosis in Patients With Type 1 Diabetes Treated With SGLT Inhibitors (Diabetes Care 42:1147)',
    year: 2019,
    section:
      'Table 1, blood ketone cut points: under 0.6 normal; 0.6–1.5 ketonemia; 1.6–3.0 impending DKA, consider immediate care; above 3.0 probable DKA, immediate care',
  },
  'aha-low-blood-pressure': {
    document: 'American Heart Association, Low Blood Pressure: When Blood Pressure Is Too Low',
    year: null,
    section: 'symptoms and when to see a doctor',
  },
  'aha-bp-measurement': {
    document: 'American Heart Association, Monitoring Your Blood Pressure at Home',
    year: null,
    section: 'how to measure: seated, rested 5 minutes, arm at heart level',
  },
  'aha-resting-heart-rate': {
    document: 'American Heart Association, All About Heart Rate',
    year: null,
    section: 'resting heart rate 60 to 100 beats per minute',
  },
  'nom-030-lifestyle': {
    document:
      'NOM-030-SSA2-2009, prevención, detección, diagnóstico, tratamiento y control de la hipertensión arterial sistémica',
    year: 2009,
    section: 'medidas de estilo de vida (sodio, actividad física)',
  },
  'nom-030-control': {
    document:
      'NOM-030-SSA2-2009, prevención, detección, diagnóstico, tratamiento y control de la hipertensión arterial sistémica',
    year: 2009,
    section: 'clasificación y seguimiento del paciente con hipertensión',
  },
  'nom-008-obesity': {
    document: 'NOM-008-SSA3-2017, para el tratamiento integral del sobrepeso y la obesidad',
    year: 2017,
    section: 'medidas de alimentación y actividad física',
  },
  'who-bmi': {
    document: 'WHO, Body mass index (BMI) classification for adults',
    year: null,
    section: 'cut-offs 18.5, 25, 30, 35, 40 kg/m²',
  },
  'who-pulse-oximetry': {
    document: 'WHO, Pulse Oximetry Training Manual',
    year: 2011,
    section: 'normal SpO2 95–100 %; below 90 % is an emergency',
  },
  'cdc-fever': {
    document: 'CDC, definitions of fever (38.0 °C) and hypothermia (below 35.0 °C)',
    year: null,
    section: 'fever and hypothermia thresholds',
  },
  'ada-soc-5-supplements': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section:
      '5. Facilitating Positive Health Behaviors: nutrition therapy (no evidence that herbs, spices such as cinnamon, or supplements improve glycemia)',
  },
  'ada-soc-5-alcohol': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section:
      '5. Facilitating Positive Health Behaviors: nutrition therapy (alcohol, moderation, delayed hypoglycemia)',
  },
  'ada-soc-5-smoking': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '5. Facilitating Positive Health Behaviors: smoking cessation (tobacco and e-cigarettes)',
  },
  'ada-soc-5-sleep': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '5. Facilitating Positive Health Behaviors: sleep health',
  },
  'ada-soc-5-psychosocial': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '5. Facilitating Positive Health Behaviors: psychosocial care (diabetes distress, depression)',
  },
  'ada-soc-6-glycemic-assessment': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section:
      '6. Glycemic Goals and Hypoglycemia: assessment of glycemic status (A1C at least twice a year; quarterly if not at goal or therapy changed)',
  },
  'ada-soc-7-glucose-monitoring': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '7. Diabetes Technology: blood glucose monitoring (frequency by treatment, accuracy)',
  },
  'ada-soc-10-blood-pressure': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '10. Cardiovascular Disease and Risk Management: blood pressure goal below 130/80 mmHg',
  },
  'ada-soc-12-retinopathy': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '12. Retinopathy, Neuropathy, and Foot Care: retinopathy screening (dilated eye exam)',
  },
  'ada-soc-12-neuropathy': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section: '12. Retinopathy, Neuropathy, and Foot Care: neuropathy screening (at least once a year)',
  },
  'ada-soc-12-foot-care': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section:
      '12. Retinopathy, Neuropathy, and Foot Care: foot care (daily self-inspection, footwear, ulcers)',
  },
  'battelino-2019-time-in-range': {
    document:
      'Battelino T et al., Clinical Targets for Continuous Glucose Monitoring Data Interpretation: Recommendations From the International Consensus on Time in Range (Diabetes Care 42:1593)',
    year: 2019,
    section: 'time in range 70–180 mg/dL above 70 %, below 70 mg/dL under 4 %',
  },
  'battelino-2019-cgm-targets': {
    document:
      'Battelino T et al., Clinical Targets for Continuous Glucose Monitoring Data Interpretation: Recommendations From the International Consensus on Time in Range (Diabetes Care 42:1593)',
    year: 2019,
    section:
      'Table 1 (ranges: < 54, 54–69, 70–180, 181–250, > 250 mg/dL) and Table 2 (targets for adults with type 1 or type 2 diabetes: > 70 % in range, < 4 % below 70, < 1 % below 54, < 25 % above 180, < 5 % above 250)',
  },
  'battelino-2019-cgm-sufficiency': {
    document:
      'Battelino T et al., Clinical Targets for Continuous Glucose Monitoring Data Interpretation: Recommendations From the International Consensus on Time in Range (Diabetes Care 42:1593)',
    year: 2019,
    section:
      'Table 1: 14 days of data with at least 70 % of the possible CGM readings; the ambulatory glucose profile (median, 25th–75th and 5th–95th percentiles by time of day) as the standard report',
  },
  'danne-2017-cgm-variability': {
    document:
      'Danne T et al., International Consensus on Use of Continuous Glucose Monitoring (Diabetes Care 40:1631)',
    year: 2017,
    section: 'glycemic variability: coefficient of variation (SD / mean) of 36 % or less is stable glucose',
  },
  'bergenstal-2018-gmi': {
    document:
      'Bergenstal RM et al., Glucose Management Indicator (GMI): A New Term for Estimating A1C From Continuous Glucose Monitoring (Diabetes Care 41:2275)',
    year: 2018,
    section: 'GMI (%) = 3.31 + 0.02392 × mean glucose in mg/dL',
  },
  'nom-015-detection': {
    document: 'NOM-015-SSA2-2010, para la prevención, tratamiento y control de la diabetes mellitus',
    year: 2010,
    section: 'detección y diagnóstico (síntomas, glucosa anormal en ayuno 100–125 mg/dL, prediabetes)',
  },
  'nom-015-control-goals': {
    document: 'NOM-015-SSA2-2010, para la prevención, tratamiento y control de la diabetes mellitus',
    year: 2010,
    section: 'metas básicas del tratamiento y criterios para evaluar el grado de control',
  },
  'nom-015-treatment': {
    document: 'NOM-015-SSA2-2010, para la prevención, tratamiento y control de la diabetes mellitus',
    year: 2010,
    section: 'tratamiento y control (plan de manejo, seguimiento, educación del paciente)',
  },
  'nom-043-plato-del-bien-comer': {
    document:
      'Secretaría de Salud, NOM-043-SSA2-2012, Servicios básicos de salud. Promoción y educación para la salud en materia alimentaria',
    year: 2012,
    section:
      'El Plato del Bien Comer (verduras y frutas, cereales, leguminosas y alimentos de origen animal)',
  },
  'aha-sodium': {
    document: 'American Heart Association, How much sodium should I eat per day?',
    year: null,
    section: 'no more than 2,300 mg a day, ideal limit 1,500 mg; sources of hidden sodium',
  },
  'aha-heart-attack-signs': {
    document: 'American Heart Association, Warning Signs of a Heart Attack',
    year: null,
    section: 'chest discomfort, spreading pain, shortness of breath, cold sweat; call 911',
  },
  'asa-stroke-signs': {
    document: 'American Stroke Association, Stroke Symptoms (F.A.S.T.)',
    year: null,
    section: 'face drooping, arm weakness, speech difficulty: time to call 911',
  },
  'who-physical-activity-2020': {
    document: 'WHO, Guidelines on physical activity and sedentary behaviour',
    year: 2020,
    section:
      'adults and older adults: 150–300 minutes of moderate activity a week, strength 2 days, balance for older adults 3 days',
  },
  'medlineplus-metformin': {
    document: 'MedlinePlus (U.S. National Library of Medicine), Metformin',
    year: null,
    section: 'how to use (with meals), what to do if you forget a dose, side effects',
  },
  'fda-glucose-meters': {
    document: 'U.S. FDA, Blood Glucose Monitoring Devices (consumer information)',
    year: null,
    section:
      'using the meter: unexpired, well-stored strips, enough blood, clean hands; error messages are explained in the user manual and by the maker',
  },
  'fda-sharing-medicines': {
    document: 'U.S. FDA, Think It Through: Managing the Benefits and Risks of Medicines',
    year: null,
    section: 'take medicines only as prescribed for you; never share prescription medicines with others',
  },
  'medlineplus-glyburide': {
    document: 'MedlinePlus (U.S. National Library of Medicine), Glyburide',
    year: null,
    section:
      'what should I do if I forget a dose? (take it when you remember, with a meal; skip it if the next is near; never a double dose); low blood sugar',
  },
  'ada-soc-9-insulin-every-day': {
    document: 'American Diabetes Association, Standards of Care in Diabetes—2026',
    year: 2026,
    section:
      '9, pharmacologic approaches to glycemic treatment: people with type 1 diabetes need insulin every day; going without insulin leads to ketoacidosis',
  },
  'medlineplus-losartan': {
    document: 'MedlinePlus (U.S. National Library of Medicine), Losartan',
    year: null,
    section:
      'what should I do if I forget a dose? (take it when you remember; skip it if the next is near; never a double dose)',
  },
  'medlineplus-furosemide': {
    document: 'MedlinePlus (U.S. National Library of Medicine), Furosemide',
    year: null,
    section:
      'how should this medicine be used (taken in the morning so that urination does not disturb sleep); what should I do if I forget a dose (skip it if it is almost time for the next; never a double dose)',
  },
  'mayo-dawn-phenomenon': {
    document: 'Mayo Clinic, Dawn phenomenon: What can you do?',
    year: null,
    section: 'early-morning rise in blood sugar; talk with your doctor',
  },
  'cdc-losing-weight': {
    document: 'CDC, Losing Weight',
    year: null,
    section: 'gradual loss of 1 to 2 pounds (about 0.5 to 1 kg) a week; a 5 % loss brings health benefits',
  },
  'who-atc-2025': {
    document: 'WHO Collaborating Centre for Drug Statistics Methodology, ATC/DDD Index',
    year: 2025,
    section:
      'A10 Drugs used in diabetes; C02, C03, C07, C08, C09 antihypertensives, diuretics, beta blockers, calcium channel blockers, agents acting on the renin-angiotensin system; C10 lipid modifying agents',
  },
  'danne-2017-cgm-consensus': {
    document:
      'Danne T et al., International Consensus on Use of Continuous Glucose Monitoring (Diabetes Care 40:1631)',
    year: 2017,
    section:
      'CGM-defined hypoglycaemia: an event is at least 15 consecutive minutes under the threshold (< 70 level 1, < 54 level 2) and ends after at least 15 consecutive minutes above it; hyperglycaemia > 250 mg/dL is level 2',
  },
  'battelino-2023-cgm-metrics': {
    document:
      'Battelino T et al., Continuous glucose monitoring and metrics for clinical trials: an international consensus statement (Lancet Diabetes Endocrinol 11:42)',
    year: 2023,
    section:
      'CGM events: hypoglycaemia and hyperglycaemia events start with at least 15 consecutive minutes beyond the threshold and end with at least 15 consecutive minutes back within it',
  },
  'nightscout-trend-arrows': {
    document: 'Nightscout, cgm-remote-monitor: direction of a sensor value (lib/plugins/direction.js)',
    year: null,
    section: 'DoubleUp: rising more than 3 mg/dL per minute; SingleUp: 2 to 3 mg/dL per minute',
  },
  'rcog-2011-reduced-fetal-movements': {
    document:
      'Royal College of Obstetricians and Gynaecologists, Green-top Guideline No. 57, Reduced Fetal Movements',
    year: 2011,
    section:
      'women who notice reduced fetal movements should contact their maternity unit at once, not wait until the next day',
  },
  'acog-2020-gestational-hypertension': {
    document: 'ACOG Practice Bulletin 222, Gestational Hypertension and Preeclampsia',
    year: 2020,
    section:
      'severe features: BP 160/110 or more; 140/90 or more with headache, visual disturbances, right upper quadrant pain; seek care at once',
  },
  'aap-poison-prevention': {
    document: 'Secretaría de Salud, Centro de Información y Atención Toxicológica; AAP, Poison Prevention',
    year: 2024,
    section:
      'a child who swallowed an adult medicine (sulfonylureas, antihypertensives): call emergency services at once, do not induce vomiting',
  },
  'ada-soc-9-sglt2-dka': {
    document: 'ADA, Standards of Care in Diabetes',
    year: 2026,
    section:
      '9. Pharmacologic Approaches: SGLT2 inhibitors and euglycemic diabetic ketoacidosis (nausea, vomiting, abdominal pain: seek care)',
  },
  'linea-de-la-vida': {
    document: 'Secretaría de Salud (CONASAMA), Línea de la Vida',
    year: 2025,
    section: 'crisis line 800 911 2000, free, 24 hours; in immediate danger call 911',
  },
  'who-suicide-prevention-2021': {
    document: 'WHO, LIVE LIFE: an implementation guide for suicide prevention in countries',
    year: 2021,
    section: 'ask directly about suicide, ensure immediate safety, connect to crisis services',
  },
  'product-rule': {
    document: 'Vitalia product rule (a choice of this product, not a guideline threshold)',
    year: null,
    section: 'see packages/domain/README.md',
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;
