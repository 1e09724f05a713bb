#include "ai/engine.h"
