// The entities of the specification (section 3), as the API sends them and the apps show them: each type is
// the Static<> of its schema in ./contracts, the one statement of its shape (validation, OpenAPI, forms).
export type { Article, ArticleInput, ArticleSummary } from './contracts/article';
export type { AdminLogin, AuthToken, SignIn } from './contracts/auth';
export type { Category, CategoryInput, CategoryRef } from './contracts/category';
export type { Client, ClientCourse, ClientRegistration } from './contracts/client';
export type { ConsentAction, ConsentEntry, ConsentPurpose, ConsentSource, MarketingWithdrawal } from './contracts/consent';
export type { Erasure, PersonalData } from './contracts/personal-data';
export type { Course, CourseInput, CourseLink, CourseSummary, FaqItem, Module } from './contracts/course';
export type { EventInput, EventItem, EventModule, EventStatus } from './contracts/event';
export type { UploadedImage } from './contracts/image';
export type { Lead, LeadConsents, LeadFilter, LeadKind, LeadPage, LeadPageQuery, LeadStatus, LeadStatusChange, LeadStatusInput } from './contracts/lead';
export type { Lector, LectorInput } from './contracts/lector';
export type { Picture, PictureAltInput, PictureFormat, PictureInLibrary, PictureUse } from './contracts/picture';
export type { Promotion, PromotionInput } from './contracts/promotion';
export type { RegistrationBody, RegistrationPayload } from './contracts/registration';
export type { StatusAndOrder } from './contracts/status-and-order';
