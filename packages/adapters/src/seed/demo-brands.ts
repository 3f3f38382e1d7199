import type { BlueprintBlocks } from '@estudio/domain/blueprint';
import type { BrandDna, BrandStatus } from '@estudio/domain/brands';
import type { DemoUserKey } from './demo-users.js';

/*
 * The demo brands as an agency would have them: the DNA questionnaire answered, the
 * communication guide generated, and the topics of their content grids. Plain data only;
 * demo-data.ts turns it into stored entities.
 */

/** One content idea: the topic and the body of its caption. */
export interface DemoTopic {
  readonly tema: string;
  readonly texto: string;
}

/**
 * One generated content grid: when it was generated, by whom, and the status each of its
 * 14 requirements has reached, in grid order (6 Carrusel, 6 Video, 2 Blog), one letter
 * each: P Pendiente, S Solicitar diseño, E En diseño, F Finalizado.
 */
export interface DemoGrid {
  readonly daysAgo: number;
  readonly generatedBy: DemoUserKey;
  readonly statuses: string;
}

export interface DemoBrandProfile {
  readonly id: string;
  readonly brandName: string;
  readonly owner: DemoUserKey;
  readonly allowedUsers: readonly DemoUserKey[];
  /** Omitted: stored without a status field, as older brands are (counts as active). */
  readonly status?: BrandStatus;
  readonly createdDaysAgo: number;
  readonly updatedDaysAgo: number;
  readonly blueprintDaysAgo: number;
  readonly dna: BrandDna;
  readonly idMetrics?: string;
  readonly linkMetrics?: string;
  readonly linkedinOrganizationId?: string;
  readonly blocks: BlueprintBlocks;
  readonly callToAction: string;
  readonly hashtags: string;
  /** Enough topics for every grid: 6, 6 and 2 per grid. */
  readonly topics: {
    readonly carrusel: readonly DemoTopic[];
    readonly video: readonly DemoTopic[];
    readonly blog: readonly DemoTopic[];
  };
  readonly grids: readonly DemoGrid[];
}

const cafeCumbreAndina: DemoBrandProfile = {
  id: 'demo-cafe-cumbre-andina',
  brandName: 'Café Cumbre Andina',
  owner: 'estratega',
  allowedUsers: ['disenador', 'contenido', 'revisor'],
  status: 'active',
  createdDaysAgo: 200,
  updatedDaysAgo: 12,
  blueprintDaysAgo: 80,
  idMetrics: '4187263',
  linkMetrics: 'https://app.metricool.com/evolution/web?blogId=4187263&userId=2950417',
  dna: {
    missionPurpose:
      'Llevar a cada taza el trabajo de las familias caficultoras del Huila, pagando precios justos y contando la historia de cada cosecha.',
    diferences:
      'Café de origen único con trazabilidad por finca, tostión a pedido cada semana y relación directa con 42 familias productoras.',
    emotions: 'Calidez, orgullo por lo nuestro y curiosidad por descubrir nuevos sabores.',
    keywords: 'café de especialidad, origen Huila, tostión artesanal, comercio justo',
    socialNetworks: ['Facebook', 'Instagram', 'TikTok', 'YouTube'],
    communicationTone: 'amante',
    campaignGoal: 'conexion',
    kpis: ['alcance', 'interacciones', 'seguidores', 'ventas en tienda en línea'],
    desiredInteractions:
      'Que la comunidad comparta su ritual de café, pregunte por los métodos de preparación y etiquete a la marca en sus fotos.',
    desiredStrategy:
      'Contenido educativo sobre métodos de preparación, historias de las fincas y lanzamientos de microlotes por temporada.',
    additionalInformation: 'Tiendas en Bogotá (Chapinero) y Medellín (El Poblado); envíos a todo Colombia en 48 horas.',
    keyProducts: 'Suscripción mensual de café, microlotes de temporada, kits de V60 y prensa francesa.',
    targetAudience:
      'Adultos de 25 a 45 años en ciudades colombianas, amantes del café que quieren prepararlo mejor en casa.',
    conceptsToAvoid: 'Café instantáneo, descuentos agresivos, lenguaje técnico sin explicar.',
    importantKeywords: '#CaféDeOrigen #HechoEnHuila #TazaPerfecta',
    competitors: 'Juan Valdez Café, Azahar Coffee, Amor Perfecto',
    analysis:
      'El manual define una identidad cálida y terrosa: serif para titulares, fotografía con luz natural y presencia de las manos de los productores. El logotipo necesita un margen mínimo igual a la altura de la letra C.',
  },
  blocks: {
    primer_bloque: {
      nombre: 'Daniela',
      descripcion_breve:
        'Diseñadora UX de 31 años que trabaja desde casa y convierte su primera taza del día en un ritual.',
      edad: '28-38',
      caracteristica_ciudad: 'Vive en Bogotá, en un barrio con cafés de especialidad y ferias de emprendimiento.',
      preferencias: ['Métodos de filtrado', 'Productos con historia', 'Compras en línea con envío rápido'],
      motivaciones: ['Disfrutar un café mejor que el de la oficina', 'Apoyar a productores colombianos'],
      puntos_de_dolor: ['No sabe qué molienda usar', 'Desconfía de los sellos de origen sin pruebas'],
    },
    segundo_bloque: {
      mision_y_proposito: {
        mision: 'Conectar a las familias caficultoras del Huila con quienes disfrutan el café en la ciudad.',
        proposito: 'Que cada taza honre a quien la cultivó.',
      },
    },
    tercer_bloque: {
      mensaje_clave: 'Cada taza tiene una finca, una familia y una historia.',
      copy_referencia: 'Del Huila a tu mesa, tostado esta semana.',
    },
    cuarto_bloque: {
      canales_redes_sociales: [
        'Instagram: recetas y detrás de cámaras en las fincas',
        'TikTok: tutoriales de preparación en menos de 60 segundos',
        'YouTube: documentales cortos de cosecha',
        'Facebook: comunidad y eventos en tienda',
      ],
    },
    quinto_bloque: {
      pilares_contenido: [
        'Educación cafetera',
        'Historias de origen',
        'Rituales y recetas',
        'Lanzamientos de temporada',
      ],
    },
    sexto_bloque: {
      tono_estilo: { tono: 'Cálido y curioso', estilo: ['Narrativo', 'Cercano', 'Sin tecnicismos innecesarios'] },
      colors: ['#5b3a29', '#c8a165', '#2f5d50', '#f4ede1', '#1e1e1e'],
    },
    septimo_bloque: {
      lineamientos_visuales: {
        paleta_colores: 'Tierra tostada, dorado de cosecha y verde montaña sobre fondo crema.',
        tipografia: ['Serif para titulares (Playfair Display)', 'Sans serif para textos (Inter)'],
        imagenes: 'Fotografía con luz natural, manos y texturas del grano; nada de bancos de imágenes.',
      },
    },
  },
  callToAction: 'Pide tu bolsa en nuestra tienda en línea y cuéntanos cómo la preparas.',
  hashtags: '#CaféDeOrigen #HechoEnHuila #TazaPerfecta',
  topics: {
    carrusel: [
      {
        tema: '5 errores al moler café en casa',
        texto:
          'La molienda lo cambia todo: demasiado fina amarga, demasiado gruesa sabe a agua. Te contamos cómo acertar con tu método.',
      },
      {
        tema: 'Conoce la finca La Esperanza',
        texto:
          'Doña Rosa y su familia cultivan caturra a 1.750 metros en Pitalito. Así nace el microlote de esta temporada.',
      },
      {
        tema: 'Guía rápida del V60',
        texto: 'Proporción 1:16, agua a 92 °C y tres vertidos lentos. Guarda esta guía para tu próxima taza.',
      },
      {
        tema: 'Notas de cata: cómo leerlas',
        texto: 'Panela, frutos rojos, chocolate: te explicamos de dónde salen esas notas y cómo reconocerlas.',
      },
      {
        tema: 'Del cerezo a la taza',
        texto: 'Recolección, despulpado, fermentación, secado y tostión: los cinco pasos que recorre tu café.',
      },
      {
        tema: 'Cómo guardar tu café',
        texto: 'Bolsa con válvula, lugar fresco y lejos de la nevera. Tu café te lo va a agradecer.',
      },
      {
        tema: 'Microlote de temporada: Geisha Huila',
        texto: 'Floral, jazmín y mandarina. Solo 300 bolsas de un lote cultivado por la familia Cuéllar.',
      },
      {
        tema: 'Prensa francesa sin sedimento',
        texto: 'Molienda gruesa, cuatro minutos y un vertido lento. Adiós al fondo arenoso.',
      },
      {
        tema: 'Qué significa comercio justo para nosotros',
        texto: 'Pagamos por encima del precio de bolsa y publicamos lo que recibe cada familia.',
      },
      {
        tema: 'Tres recetas frías para el fin de semana',
        texto: 'Cold brew, tónica con espresso y café con panela helado para refrescar tu ritual.',
      },
      {
        tema: 'Tueste claro, medio u oscuro',
        texto: 'El tueste decide la acidez y el cuerpo. Encuentra el tuyo con esta guía visual.',
      },
      {
        tema: 'Nuestra tienda en El Poblado',
        texto: 'Barra de métodos, catas los sábados y granos recién tostados. Te esperamos en Medellín.',
      },
    ],
    video: [
      {
        tema: 'Un día de cosecha en Pitalito',
        texto: 'Acompañamos a los recolectores desde las cinco de la mañana. Así se escoge solo el grano maduro.',
      },
      { tema: 'V60 en 60 segundos', texto: 'La receta completa del filtrado, en un minuto y sin complicaciones.' },
      {
        tema: 'Qué pasa dentro del tostador',
        texto: 'Primer crack, desarrollo y enfriado: nuestro maestro tostador explica cada fase.',
      },
      {
        tema: 'Cata a ciegas con el equipo',
        texto: 'Tres cafés, tres orígenes y un equipo intentando adivinar cuál es cuál.',
      },
      {
        tema: 'Espuma de leche sin máquina',
        texto: 'Con una prensa francesa y leche tibia logras una espuma digna de barista.',
      },
      {
        tema: 'La historia de la familia Cuéllar',
        texto: 'Tres generaciones cultivando café en el Huila y un sueño: que su nombre llegue a tu taza.',
      },
      {
        tema: 'Cold brew paso a paso',
        texto: 'Doce horas, agua fría y paciencia: el café más suave para los días de calor.',
      },
      { tema: 'Cómo elegir tu molino', texto: 'Cuchillas o muelas: te mostramos la diferencia en la taza.' },
      {
        tema: 'Armamos tu caja de suscripción',
        texto: 'Así preparamos cada caja mensual, desde la tostión hasta el empaque.',
      },
      {
        tema: 'Agua: el ingrediente olvidado',
        texto: 'El 98 % de tu taza es agua. Probamos tres aguas distintas con el mismo café.',
      },
      {
        tema: 'Un espresso perfecto en casa',
        texto: 'Dosis, tiempo y presión explicados por nuestra barista campeona.',
      },
      {
        tema: 'Visita a la planta de beneficio',
        texto: 'Dónde se lava, fermenta y seca el café antes de llegar al tostador.',
      },
    ],
    blog: [
      {
        tema: 'Guía completa de métodos de preparación',
        texto: 'Comparamos V60, Chemex, prensa francesa y moka para que elijas el método que mejor va con tu rutina.',
      },
      {
        tema: 'Por qué el café del Huila es tan especial',
        texto:
          'Altura, suelos volcánicos y microclimas: los factores que hacen del Huila una de las regiones más premiadas.',
      },
      {
        tema: 'Cómo leer la etiqueta de un café de especialidad',
        texto: 'Variedad, proceso, altura y fecha de tostión: lo que dice cada dato de la bolsa.',
      },
      {
        tema: 'Maridajes de café con postres colombianos',
        texto: 'Obleas, almojábanas y postre de natas, cada uno con el café que mejor lo acompaña.',
      },
    ],
  },
  grids: [
    { daysAgo: 75, generatedBy: 'estratega', statuses: 'FFFFFEFFFEFFFF' },
    { daysAgo: 12, generatedBy: 'estratega', statuses: 'FESSPPFEESPPSP' },
  ],
};

const textilesQuetzal: DemoBrandProfile = {
  id: 'demo-textiles-quetzal',
  brandName: 'Textiles Quetzal',
  owner: 'marcas',
  allowedUsers: ['disenador', 'estratega'],
  status: 'active',
  createdDaysAgo: 150,
  updatedDaysAgo: 41,
  blueprintDaysAgo: 42,
  dna: {
    missionPurpose:
      'Preservar el tejido maya de telar de cintura y convertirlo en piezas contemporáneas que se usan todos los días.',
    diferences:
      'Cada pieza va firmada por la tejedora que la hizo; tintes naturales y diseños creados con cooperativas de Sacatepéquez.',
    emotions: 'Orgullo, admiración por el oficio y alegría de color.',
    keywords: 'textiles artesanales, tejido maya, moda consciente, hecho a mano',
    socialNetworks: ['Facebook', 'Instagram', 'Threads', 'Pinterest'],
    communicationTone: 'creador',
    campaignGoal: 'conversion',
    kpis: ['conversiones', 'clics al sitio web', 'guardados', 'ventas en tienda en línea'],
    desiredInteractions:
      'Guardados en Pinterest, mensajes preguntando por piezas personalizadas y compras desde las publicaciones.',
    desiredStrategy:
      'Mostrar el proceso de tejido, lanzar colecciones cápsula y contar las historias de las tejedoras.',
    additionalInformation: 'Trabajamos con tres cooperativas y 64 tejedoras; enviamos a México y Estados Unidos.',
    keyProducts: 'Bolsos de güipil, caminos de mesa, cojines y chalinas de algodón teñido a mano.',
    targetAudience:
      'Mujeres de 28 a 50 años en Guatemala, México y Estados Unidos que buscan decoración y accesorios con identidad.',
    conceptsToAvoid: 'Apropiación cultural, la palabra «exótico», regatear el precio del trabajo artesanal.',
    importantKeywords: '#HechoEnGuatemala #TejidoMaya #ModaConsciente',
    competitors: "Nim Po't, Kiej de los Bosques, Casa Flor Ixcaco",
  },
  blocks: {
    primer_bloque: {
      nombre: 'Mariana',
      descripcion_breve: 'Arquitecta de 36 años que decora su apartamento con piezas únicas y con historia.',
      edad: '30-45',
      caracteristica_ciudad: 'Vive en Ciudad de México y viaja a Guatemala una vez al año.',
      preferencias: ['Diseño artesanal', 'Colores vivos', 'Marcas con impacto social'],
      motivaciones: 'Rodearse de objetos que cuenten quién es y apoyar el trabajo de mujeres artesanas.',
      puntos_de_dolor: ['Piezas industriales que imitan lo artesanal', 'Costos de envío altos'],
    },
    segundo_bloque: {
      mision_y_proposito: {
        mision: 'Hacer que el tejido maya forme parte de la vida cotidiana sin perder su significado.',
        proposito: 'Que cada hilo sostenga a una familia tejedora.',
      },
    },
    tercer_bloque: {
      mensaje_clave: 'Tejido a mano, firmado con orgullo.',
      copy_referencia: 'Cada pieza lleva el nombre de quien la tejió.',
    },
    cuarto_bloque: {
      canales_redes_sociales:
        'Instagram y Pinterest como vitrina visual; Facebook para la comunidad en Guatemala; Threads para conversar sobre diseño y oficio.',
    },
    quinto_bloque: {
      pilares_contenido: [
        'El oficio del telar',
        'Historias de tejedoras',
        'Decoración con identidad',
        'Colecciones cápsula',
      ],
    },
    sexto_bloque: {
      tono_estilo: {
        tono: 'Orgulloso y luminoso',
        estilo: 'Visual y respetuoso, con palabras en kaqchikel siempre explicadas',
      },
      colors: ['#0b6e4f', '#e4572e', '#f3a712', '#29335c', 'none'],
    },
    septimo_bloque: {
      lineamientos_visuales: {
        paleta_colores: 'Verde quetzal, rojo cochinilla, amarillo maíz y añil.',
        tipografia: 'Sans serif geométrica con detalles inspirados en los brocados.',
        imagenes: [
          'Primeros planos del telar',
          'Retratos de tejedoras, siempre con su consentimiento',
          'Piezas en espacios reales',
        ],
      },
    },
  },
  callToAction: 'Encuentra la pieza en nuestra tienda en línea; enviamos a México y Estados Unidos.',
  hashtags: '#HechoEnGuatemala #TejidoMaya #ModaConsciente',
  topics: {
    carrusel: [
      {
        tema: 'Qué significa cada símbolo del güipil',
        texto: 'El zigzag es la serpiente y el rombo, el universo. Aprende a leer un güipil antes de elegir tu pieza.',
      },
      {
        tema: 'Conoce a doña Aura, tejedora',
        texto:
          'Aprendió a tejer a los ocho años y hoy enseña a sus nietas. Ella firmó los cojines de la colección Lago.',
      },
      {
        tema: 'Colección cápsula Lago de Atitlán',
        texto: 'Azules profundos y verdes de volcán en seis piezas tejidas en telar de cintura.',
      },
      {
        tema: 'Cómo cuidar tus textiles',
        texto: 'Lavado a mano, agua fría y secado a la sombra: tus piezas durarán generaciones.',
      },
      {
        tema: 'Decora tu sala con un camino de mesa',
        texto: 'Tres formas de usar un camino de mesa más allá del comedor.',
      },
      {
        tema: 'Tintes naturales: de la planta al hilo',
        texto: 'Añil, cochinilla y achiote dan los colores de nuestras piezas.',
      },
    ],
    video: [
      {
        tema: 'Así se arma un telar de cintura',
        texto: 'Doña Aura nos muestra cómo se prepara la urdimbre antes de tejer.',
      },
      { tema: 'Una hora de tejido en un minuto', texto: 'Mira cómo nace un brocado, hilo a hilo.' },
      { tema: 'Teñimos con cochinilla', texto: 'Del insecto al rojo intenso: así es el teñido natural.' },
      { tema: 'Empacamos tu pedido', texto: 'Cada envío lleva una tarjeta firmada por la tejedora.' },
      {
        tema: 'Tres formas de usar una chalina',
        texto: 'Anudada, como capa o en el cabello: una pieza, muchos estilos.',
      },
      { tema: 'La cooperativa por dentro', texto: 'Visitamos la cooperativa de San Antonio Aguas Calientes.' },
    ],
    blog: [
      {
        tema: 'Cómo comprar textiles artesanales con respeto',
        texto:
          'Cómo distinguir una pieza hecha a mano, por qué cuesta lo que cuesta y cómo saber que la artesana recibe un pago justo.',
      },
      {
        tema: 'Textiles mayas en una casa moderna',
        texto: 'Ideas para integrar cojines, caminos y tapices en espacios actuales sin perder su significado.',
      },
    ],
  },
  grids: [{ daysAgo: 40, generatedBy: 'estratega', statuses: 'FFESPPFFEPPPFE' }],
};

const sonrisaAustral: DemoBrandProfile = {
  id: 'demo-sonrisa-austral',
  brandName: 'Clínica Dental Sonrisa Austral',
  owner: 'admin',
  allowedUsers: ['contenido', 'marcas'],
  // No status: a brand created before the field existed must still count as active.
  createdDaysAgo: 120,
  updatedDaysAgo: 26,
  blueprintDaysAgo: 27,
  linkedinOrganizationId: '90817263',
  dna: {
    missionPurpose:
      'Cuidar la salud oral de las familias de Santiago con tratamientos claros, sin dolor y sin sorpresas en el presupuesto.',
    diferences:
      'Presupuestos cerrados antes de empezar, odontopediatría con sala de juegos y atención hasta las 21:00.',
    emotions: 'Tranquilidad, confianza y alivio.',
    keywords: 'clínica dental, ortodoncia invisible, odontopediatría, Providencia',
    socialNetworks: ['Facebook', 'Instagram', 'LinkedIn', 'YouTube'],
    communicationTone: 'cuidador',
    campaignGoal: 'conversion',
    kpis: ['citas agendadas', 'alcance', 'mensajes recibidos'],
    desiredInteractions: 'Reservas desde Instagram, preguntas por mensaje directo y reseñas de pacientes.',
    desiredStrategy:
      'Derribar el miedo al dentista con contenido educativo y testimonios; promocionar la evaluación inicial gratuita.',
    additionalInformation: 'Convenios con Fonasa e isapres; dos sedes, en Providencia y en Ñuñoa.',
    keyProducts: 'Ortodoncia invisible, implantes, blanqueamiento y controles infantiles.',
    targetAudience: 'Familias y profesionales de 25 a 55 años del sector oriente de Santiago.',
    conceptsToAvoid: 'Imágenes de sangre o instrumental, promesas de resultados garantizados, tecnicismos médicos.',
    importantKeywords: '#SonrisaAustral #SaludOral #OrtodonciaInvisible',
    competitors: 'Integramédica Dental, Uno Salud Dental, Clínica Dental Everest',
  },
  blocks: {
    primer_bloque: {
      nombre: 'Francisca',
      descripcion_breve:
        'Ingeniera comercial de 38 años, mamá de dos, que posterga sus controles por miedo y falta de tiempo.',
      edad: '30-45',
      caracteristica_ciudad: 'Vive en Ñuñoa, trabaja en Providencia y se mueve en metro.',
      preferencias: ['Reservas en línea', 'Horarios después de la oficina', 'Precios claros'],
      motivaciones: ['Cuidar la salud de sus hijos', 'Sonreír con confianza en las reuniones'],
      puntos_de_dolor: 'Miedo al dolor y a presupuestos que crecen a mitad del tratamiento.',
    },
    segundo_bloque: {
      mision_y_proposito: {
        mision: 'Que ir al dentista sea tan tranquilo como conversar con alguien de confianza.',
        proposito: 'Familias sanas que sonríen sin miedo.',
      },
    },
    tercer_bloque: {
      mensaje_clave: 'Tu sonrisa en buenas manos, sin sorpresas.',
      copy_referencia: 'Evaluación inicial gratuita: conversemos antes de empezar.',
    },
    cuarto_bloque: {
      canales_redes_sociales: [
        'Instagram: educación y testimonios',
        'Facebook: comunidad de familias y convenios',
        'LinkedIn: convenios con empresas',
        'YouTube: tratamientos explicados',
      ],
    },
    quinto_bloque: { pilares_contenido: 'Prevención, tratamientos explicados, testimonios y vida en la clínica.' },
    sexto_bloque: {
      tono_estilo: { tono: 'Tranquilo y empático', estilo: ['Claro', 'Amable', 'Basado en evidencia'] },
      colors: ['#0077b6', '#90e0ef', '#ffffff', '#023e8a', '#caf0f8'],
    },
    septimo_bloque: {
      lineamientos_visuales: {
        paleta_colores: 'Azules serenos y blanco limpio, con mucho espacio en blanco.',
        tipografia: ['Sans serif redondeada (Nunito)'],
        imagenes: 'Pacientes reales sonriendo, el equipo y espacios luminosos; nunca instrumental en primer plano.',
      },
    },
  },
  callToAction: 'Agenda tu evaluación inicial gratuita desde el enlace de nuestro perfil.',
  hashtags: '#SonrisaAustral #SaludOral #Santiago',
  topics: {
    carrusel: [
      {
        tema: 'Mitos sobre la ortodoncia invisible',
        texto: '¿Duele? ¿Se nota? ¿Sirve para adultos? Respondemos las dudas más comunes.',
      },
      { tema: 'Cómo cepillarse bien en 2 minutos', texto: 'La técnica correcta, paso a paso, para toda la familia.' },
      {
        tema: 'La primera visita de tu hijo al dentista',
        texto: 'Desde el primer diente: qué esperar y cómo prepararlo para que sea una experiencia feliz.',
      },
      {
        tema: 'Blanqueamiento: lo que sí y lo que no',
        texto: 'Qué resultados esperar y por qué debe hacerlo un profesional.',
      },
      { tema: 'Alimentos que cuidan tus dientes', texto: 'Queso, manzana y mucha agua: aliados de tu sonrisa.' },
      { tema: 'Conoce a nuestro equipo', texto: 'Seis especialistas, dos sedes y una misma forma de cuidarte.' },
    ],
    video: [
      {
        tema: 'Así es una evaluación inicial',
        texto: 'Te mostramos paso a paso la primera consulta, sin costo y sin compromiso.',
      },
      {
        tema: 'Hilo dental: la técnica correcta',
        texto: 'Nuestra higienista te enseña a usarlo en menos de un minuto.',
      },
      {
        tema: 'Testimonio: la ortodoncia de Javiera',
        texto: 'Dieciocho meses de tratamiento contados por ella misma.',
      },
      { tema: 'Qué es un implante dental', texto: 'Explicado con una maqueta y sin tecnicismos.' },
      { tema: 'Un día en la sala de odontopediatría', texto: 'Juegos, cuentos y dientes sanos.' },
      { tema: 'Cuándo cambiar tu cepillo de dientes', texto: 'La respuesta es antes de lo que crees.' },
    ],
    blog: [
      {
        tema: 'Ortodoncia invisible: guía completa para adultos',
        texto: 'Cómo funciona, cuánto dura, cuánto cuesta y para quién es la mejor opción.',
      },
      {
        tema: 'Cómo perderle el miedo al dentista',
        texto: 'Estrategias reales de pacientes y del equipo para volver a los controles sin ansiedad.',
      },
    ],
  },
  grids: [{ daysAgo: 25, generatedBy: 'admin', statuses: 'FEEPSPFFSPPEPF' }],
};

const panaderiaLaEspiga: DemoBrandProfile = {
  id: 'demo-panaderia-la-espiga',
  brandName: 'Panadería La Espiga',
  owner: 'estratega',
  allowedUsers: ['contenido', 'disenador', 'revisor'],
  // Disabled when the bakery closed for refurbishment; its history stays readable.
  status: 'disabled',
  createdDaysAgo: 240,
  updatedDaysAgo: 30,
  blueprintDaysAgo: 135,
  dna: {
    missionPurpose:
      'Hornear cada madrugada pan de masa madre para el barrio de Russafa, como lo hacía la abuela Amparo.',
    diferences: 'Masa madre de 1987, harinas ecológicas de molinos valencianos y fermentaciones de 24 horas.',
    emotions: 'Nostalgia, cercanía y el olor a pan recién hecho.',
    keywords: 'pan de masa madre, obrador artesano, Russafa, harina ecológica',
    socialNetworks: ['Facebook', 'Instagram'],
    communicationTone: 'hombre/mujer común',
    campaignGoal: 'visibilidad',
    kpis: ['alcance', 'visitas a la tienda'],
    desiredInteractions: 'Comentarios con recuerdos de familia, visitas al obrador y reservas de roscón en temporada.',
    desiredStrategy: 'Mostrar el obrador de madrugada, recetas de temporada y a los vecinos que compran cada día.',
    additionalInformation: 'Cuenta en pausa mientras el obrador está cerrado por reformas.',
    keyProducts: 'Hogaza de masa madre, coca de llanda, fartons y roscón de Reyes.',
    targetAudience: 'Vecinos de Valencia de 30 a 65 años que valoran el producto de proximidad.',
    conceptsToAvoid: 'Pan industrial, ofertas 2x1, lenguaje de cadena de franquicias.',
    importantKeywords: '#PanDeVerdad #Russafa #MasaMadre',
    competitors: 'Forn Sant Bult, Panaria, Dulce de Leche Boutique',
  },
  blocks: {
    primer_bloque: {
      nombre: 'Pepa',
      descripcion_breve: 'Profesora jubilada de 62 años que compra la hogaza cada mañana y conoce a todo el barrio.',
      edad: '55-70',
      caracteristica_ciudad: 'Vive en Russafa, Valencia, un barrio de comercios de toda la vida.',
      preferencias: ['Producto local', 'Trato cercano', 'Recetas tradicionales'],
      motivaciones: 'Comer como antes y apoyar al comercio del barrio.',
      puntos_de_dolor: ['Panaderías de siempre que cierran', 'Pan que se pone duro en un día'],
    },
    segundo_bloque: {
      mision_y_proposito: {
        mision: 'Mantener vivo el pan de barrio.',
        proposito: 'Que en cada mesa de Russafa haya pan de verdad.',
      },
    },
    tercer_bloque: {
      mensaje_clave: 'Pan de verdad, hecho cada madrugada.',
      copy_referencia: 'Desde 1987 con la misma masa madre.',
    },
    cuarto_bloque: {
      canales_redes_sociales: 'Instagram para el día a día del obrador y Facebook para la comunidad del barrio.',
    },
    quinto_bloque: { pilares_contenido: ['Obrador de madrugada', 'Recetas de temporada', 'Vecinos y barrio'] },
    sexto_bloque: {
      tono_estilo: { tono: 'Cercano y de barrio', estilo: 'Sencillo, con humor y expresiones valencianas' },
      colors: ['#d4a373', '#faedcd', '#ccd5ae', 'none', 'none'],
    },
    septimo_bloque: {
      lineamientos_visuales: {
        paleta_colores: 'Tonos de corteza, harina y aceituna.',
        tipografia: 'Manuscrita para titulares y serif clásica para textos.',
        imagenes: 'Obrador real, manos enharinadas y la luz cálida del horno.',
      },
    },
  },
  callToAction: 'Ven a por el tuyo a la calle Sueca; abrimos a las siete.',
  hashtags: '#PanDeVerdad #Russafa #MasaMadre',
  topics: {
    carrusel: [
      { tema: 'Nuestra masa madre cumple años', texto: 'Desde 1987 la alimentamos cada día. Te contamos su historia.' },
      { tema: 'Cómo conservar la hogaza', texto: 'Trapo de algodón y nada de nevera: tu pan aguanta cuatro días.' },
      { tema: 'Los panes de la semana', texto: 'Hogaza, centeno, espelta y coca de llanda: elige el tuyo.' },
      { tema: 'Fartons y horchata', texto: 'La merienda valenciana por excelencia, recién hecha cada tarde.' },
      { tema: 'Harinas de molinos valencianos', texto: 'Trabajamos con dos molinos de la Safor y harina ecológica.' },
      { tema: 'Reserva tu roscón', texto: 'Roscón de Reyes con masa madre, de nata o de trufa. Reservas abiertas.' },
    ],
    video: [
      { tema: 'Las 4 de la mañana en el obrador', texto: 'Así empieza el día cuando el barrio todavía duerme.' },
      { tema: 'Formado de una hogaza', texto: 'Pliegues, boleado y greña, en tiempo real.' },
      { tema: 'Receta de coca de llanda', texto: 'La receta de la abuela Amparo, paso a paso.' },
      { tema: 'Vecinos de Russafa', texto: 'Quienes vienen cada mañana nos cuentan por qué.' },
      { tema: 'Alimentamos la masa madre', texto: 'Harina, agua y más de treinta años de cariño.' },
      { tema: 'El primer roscón de la temporada', texto: 'Sale del horno el primero: ¿de nata o de trufa?' },
    ],
    blog: [
      {
        tema: 'Masa madre: qué es y por qué sienta mejor',
        texto: 'La fermentación lenta hace el pan más digestivo y sabroso; te explicamos por qué.',
      },
      {
        tema: 'Guía de panes tradicionales valencianos',
        texto: 'De la coca de llanda a los fartons: historia y recetas del pan de la tierra.',
      },
    ],
  },
  grids: [{ daysAgo: 130, generatedBy: 'estratega', statuses: 'FFFFPPFFFPPPFP' }],
};

const rutaVerde: DemoBrandProfile = {
  id: 'demo-ruta-verde',
  brandName: 'Ruta Verde Ecoturismo',
  owner: 'marcas',
  allowedUsers: ['estratega'],
  status: 'active',
  createdDaysAgo: 6,
  updatedDaysAgo: 5,
  blueprintDaysAgo: 5,
  dna: {
    missionPurpose:
      'Mostrar la Costa Rica rural a viajeros responsables y dejar el beneficio en las comunidades que la cuidan.',
    diferences:
      'Guías locales certificados, grupos de máximo ocho personas y un 10 % de cada reserva para reforestación.',
    emotions: 'Asombro, libertad y conexión con la naturaleza.',
    keywords: 'ecoturismo, volcán Arenal, turismo responsable, pura vida',
    socialNetworks: ['Facebook', 'Instagram', 'TikTok', 'YouTube'],
    communicationTone: 'explorador',
    campaignGoal: 'visibilidad',
    kpis: ['alcance', 'reservas', 'reproducciones de video'],
    desiredInteractions: 'Preguntas sobre rutas, reservas por mensaje y videos de viajeros que etiquetan a la marca.',
    desiredStrategy: 'Videos cortos de las rutas, consejos de viaje sostenible y alianzas con creadores de viaje.',
    additionalInformation:
      'Marca recién incorporada: la guía de comunicación está lista y aún no se ha generado su parrilla de contenido.',
    keyProducts: 'Caminatas al volcán Arenal, avistamiento de aves, tour del cacao y noche en la selva.',
    targetAudience: 'Viajeros de 25 a 40 años de Latinoamérica y España que buscan experiencias auténticas.',
    conceptsToAvoid: 'Turismo masivo, animales en cautiverio para fotos, el cliché del «paraíso virgen».',
    importantKeywords: '#RutaVerdeCR #PuraVida #ViajeResponsable',
    competitors: 'Desafío Adventure Company, Arenal EcoZoo, Costa Rica Expeditions',
  },
  blocks: {
    primer_bloque: {
      nombre: 'Tomás',
      descripcion_breve: 'Fotógrafo independiente de 29 años que planifica su primer viaje largo por Centroamérica.',
      edad: '25-35',
      caracteristica_ciudad: 'Vive en Buenos Aires y trabaja en remoto.',
      preferencias: ['Aventura con guía local', 'Alojamientos ecológicos', 'Contenido en video'],
      motivaciones: ['Vivir experiencias auténticas', 'Fotografiar fauna en su hábitat'],
      puntos_de_dolor: 'Tours masificados y sin impacto real en la comunidad.',
    },
    segundo_bloque: {
      mision_y_proposito: {
        mision: 'Abrir la puerta de la Costa Rica rural a viajeros que quieren cuidarla.',
        proposito: 'Que viajar deje más de lo que se lleva.',
      },
    },
    tercer_bloque: {
      mensaje_clave: 'Viaja lento, deja huella verde.',
      copy_referencia: 'Ocho personas, un guía local y todo el bosque por delante.',
    },
    cuarto_bloque: { canales_redes_sociales: ['YouTube', 'Instagram', 'TikTok', 'Facebook'] },
    quinto_bloque: {
      pilares_contenido: ['Rutas y experiencias', 'Fauna y flora', 'Comunidades locales', 'Viaje sostenible'],
    },
    sexto_bloque: {
      tono_estilo: {
        tono: 'Aventurero y consciente',
        estilo: ['Inspirador', 'Práctico'],
        vocabulario: 'Expresiones ticas como «pura vida», con moderación',
      },
      colors: ['#2d6a4f', '#95d5b2', '#f4a261', '#264653', '#e9f5db'],
    },
    septimo_bloque: {
      lineamientos_visuales: {
        paleta_colores: 'Verdes de selva, naranja de atardecer y azul volcán.',
        tipografia: ['Sans serif condensada para titulares', 'Humanista para textos'],
        imagenes: 'Paisajes con personas pequeñas en el encuadre, fauna sin flash y comunidad local.',
      },
    },
  },
  callToAction: 'Escríbenos por mensaje directo y arma tu ruta con un guía local.',
  hashtags: '#RutaVerdeCR #PuraVida #ViajeResponsable',
  topics: { carrusel: [], video: [], blog: [] },
  grids: [],
};

/** In the order the brand lists show them by default (by name). */
export const DEMO_BRAND_PROFILES: readonly DemoBrandProfile[] = [
  cafeCumbreAndina,
  sonrisaAustral,
  panaderiaLaEspiga,
  rutaVerde,
  textilesQuetzal,
];
